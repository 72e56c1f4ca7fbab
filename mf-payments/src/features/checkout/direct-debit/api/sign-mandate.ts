import { api } from '@app/shared/api';
import type { DirectDebitConfirm } from '@app/shared/contract/direct-debit';
import type { Mandate } from '@app/shared/contract/direct-debit-api';
import type { DirectDebitQuery } from '../direct-debit-query';

/**
 * POST /api/direct-debit-mandate.php: the form with the SMS code signs the mandate. `idempotencyKey` is
 * the attempt's (the same form and code keep it), so a retried click signs once.
 */
export async function signMandate(
  body: DirectDebitConfirm,
  query: DirectDebitQuery,
  idempotencyKey: string,
): Promise<Mandate> {
  const { mandate } = await api<{ mandate: Mandate }>('/api/direct-debit-mandate.php', {
    method: 'POST',
    body,
    query: { ...query },
    idempotencyKey,
  });
  return mandate;
}
