import { api } from '@app/shared/api';
import type { WithdrawalPreview } from '@app/shared/contract/withdrawal';

/** GET /api/withdrawal.php?order=N: whether the order can be withdrawn from, until when, and what it would do. */
export function getWithdrawalPreview(orderId: number): Promise<WithdrawalPreview> {
  return api<WithdrawalPreview>('/api/withdrawal.php', { query: { order: orderId } });
}
