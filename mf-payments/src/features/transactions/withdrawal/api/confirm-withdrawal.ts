import { api } from '@app/shared/api';
import type { WithdrawalResult } from '@app/shared/contract/withdrawal';

/**
 * POST /api/withdrawal.php: "Confirm withdrawal". `idempotencyKey` is the confirm step's (made when
 * the step opened), so a double click or a retry withdraws once.
 */
export async function confirmWithdrawal(orderId: number, idempotencyKey: string): Promise<WithdrawalResult> {
  const { withdrawal } = await api<{ withdrawal: WithdrawalResult }>('/api/withdrawal.php', {
    method: 'POST',
    body: { order_id: orderId },
    idempotencyKey,
  });
  return withdrawal;
}
