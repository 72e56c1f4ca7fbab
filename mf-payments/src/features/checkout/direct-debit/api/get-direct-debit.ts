import { api } from '@app/shared/api';
import type { DirectDebitState } from '@app/shared/contract/direct-debit-api';
import type { DirectDebitQuery } from '../direct-debit-query';

/** GET /api/direct-debit.php: the member's standing (mandate, block, limit, creditor, the text to sign). */
export function getDirectDebit(query: DirectDebitQuery): Promise<DirectDebitState> {
  return api<DirectDebitState>('/api/direct-debit.php', { query: { ...query } });
}
