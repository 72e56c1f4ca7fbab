import { api } from '@app/shared/api';
import type { SpendingLimit } from '@app/shared/contract/spending-limit';

/** GET /api/spending-limit.php: the monthly limit, a raise waiting for its time, the switch, and what this month used. */
export async function getSpendingLimit(): Promise<SpendingLimit> {
  const { spending_limit } = await api<{ spending_limit: SpendingLimit }>('/api/spending-limit.php');
  return spending_limit;
}
