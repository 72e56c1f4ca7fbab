import { api } from '@app/shared/api';
import type { DirectDebitState } from '@app/shared/contract/direct-debit-api';

/**
 * GET /api/direct-debit.php?country=XX: the member's direct debit standing in one country (the
 * active mandate, whether they are blocked, the limit). Asked only where the country offers direct debit.
 */
export function getDirectDebitState(country: string): Promise<DirectDebitState> {
  return api<DirectDebitState>('/api/direct-debit.php', { query: { country } });
}
