import { api } from '@app/shared/api';
import type { MonthSpending } from '@app/shared/contract/spending-limit';

/** GET /api/spending.php: this calendar month from the ledger, by what the credits went on, and credits bought. */
export function getMonthSpending(): Promise<MonthSpending> {
  return api<MonthSpending>('/api/spending.php');
}
