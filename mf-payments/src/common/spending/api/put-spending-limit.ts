import { api } from '@app/shared/api';
import type { SpendingLimit, SpendingLimitUpdate } from '@app/shared/contract/spending-limit';

/**
 * PUT /api/spending-limit.php: a lower (or first) limit applies at once, a raise or a removal after
 * its waiting time (answered as `pending`); the switch changes at once.
 */
export async function putSpendingLimit(update: SpendingLimitUpdate): Promise<SpendingLimit> {
  const { spending_limit } = await api<{ spending_limit: SpendingLimit }>('/api/spending-limit.php', {
    method: 'PUT',
    body: update,
  });
  return spending_limit;
}
