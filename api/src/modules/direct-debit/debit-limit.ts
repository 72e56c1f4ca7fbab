import { DIRECT_DEBIT_LIMIT } from '@app/shared/contract/direct-debit-constants';
import type { DirectDebitLimit } from '@app/shared/contract/direct-debit-api';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { debitsSince } from './mandate.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the member may still have debited in `currency`: DIRECT_DEBIT_LIMIT over the rolling window,
 * what their direct debit orders of the window use of it (created, pending, completed), and when the oldest
 * of them leaves the window. A currency without a limit has no direct debit: 422
 * `payment_method_unavailable`.
 */
export async function directDebitLimit(
  db: Db,
  userId: number,
  currency: string,
  now = new Date(),
): Promise<DirectDebitLimit> {
  const amount = DIRECT_DEBIT_LIMIT.amounts[currency];
  if (!amount) throw new AppError('payment_method_unavailable');
  const windowMs = DIRECT_DEBIT_LIMIT.windowDays * DAY_MS;
  const debits = await debitsSince(db, userId, currency, new Date(now.getTime() - windowMs));
  const oldest = debits[0];
  return {
    amount,
    used: debits.reduce((sum, debit) => sum + debit.amount, 0),
    currency,
    window_days: DIRECT_DEBIT_LIMIT.windowDays,
    frees_at: oldest ? new Date(new Date(oldest.created_at).getTime() + windowMs).toISOString() : null,
  };
}
