import { DIRECT_DEBIT_LIMIT } from '@app/shared/contract/direct-debit-constants';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { MandateRow } from '../direct-debit/direct-debit.table';
import { isBlockedForDirectDebit, lockActiveMandate } from '../direct-debit/mandate-lock.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The states of a direct debit order that count against the limit: debited or on its way to the
 * bank. `created` counts too: an order another purchase stored a moment ago is still being sent.
 */
const COUNTED_STATES = ['created', 'pending', 'completed'] as const;

/** The start of the rolling window that ends at `now`. */
export function debitWindowStart(now: Date): Date {
  return new Date(now.getTime() - DIRECT_DEBIT_LIMIT.windowDays * DAY_MS);
}

/** What the member's direct debit orders in `currency` within the window add up to, in minor units. */
export async function debitedInWindow(db: Db, userId: number, currency: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<string | number | null>`sum(amount)`.as('used'))
    .where('user_id', '=', userId)
    .where('payment_method', '=', 'directdebit')
    .where('currency', '=', currency)
    .where('state', 'in', COUNTED_STATES)
    .where('created_at', '>', debitWindowStart(now))
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/**
 * The refusals of a direct debit purchase (ADR 0026), inside the transaction that stores the order:
 * the member's active mandate is locked first, so parallel purchases are decided one after the other
 * and cannot pass the limit together. Answers the mandate the order is debited under.
 */
export async function checkDirectDebit(
  trx: Db,
  userId: number,
  order: { country: string; currency: string; amount: number },
): Promise<MandateRow> {
  const mandate = await lockActiveMandate(trx, userId);
  if (!mandate) throw new AppError('direct_debit_mandate_required');
  if (await isBlockedForDirectDebit(trx, userId)) throw new AppError('direct_debit_blocked');
  const limit = DIRECT_DEBIT_LIMIT.amounts[order.currency];
  if (mandate.country !== order.country || limit === undefined) throw new AppError('payment_method_unavailable');
  const used = await debitedInWindow(trx, userId, order.currency);
  if (used + order.amount > limit) throw new AppError('direct_debit_limit');
  return mandate;
}
