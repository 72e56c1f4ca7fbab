import { SPENDING_KINDS } from '@app/shared/contract/withdrawal-constants';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { LimitState } from './spending-limit-rules';

/**
 * The order states that count towards the month: paid, or on the way to being paid. `created`
 * counts too: an order a parallel purchase stored a moment ago is still being sent to the provider.
 * A refunded or charged-back order counts with what the member kept of it (`keptOfPurchase`).
 */
const COUNTED_STATES = ['created', 'pending', 'completed', 'refunded', 'charged_back'] as const;

/**
 * The credits taken back from a purchase (a scalar subquery): the member's ledger rows `refund` whose
 * reference is the purchase's, `order:<id>` (`reference`, an SQL expression of the outer query).
 */
function takenBack(db: Db, userId: number, reference: RawBuilder<string>) {
  return db
    .selectFrom('credit_ledger as returned')
    .select(sql<string | number>`coalesce(-sum(returned.delta), 0)`.as('taken_back'))
    .where('returned.user_id', '=', userId)
    .where('returned.reason', '=', 'refund')
    .where(sql<boolean>`returned.reference = ${reference}`)
    .as('taken_back');
}

/** Locks the member's limit row for the rest of the transaction; undefined: the member set nothing. */
export function lockLimitRow(trx: Db, userId: number) {
  return trx.selectFrom('spending_limits').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/** The member's row, made with the defaults (no limit, switch off) when missing. */
export async function ensureLimitRow(trx: Db, userId: number): Promise<void> {
  await trx
    .insertInto('spending_limits')
    .values({ user_id: userId })
    .onConflict((c) => c.column('user_id').doNothing())
    .execute();
}

export async function updateLimitRow(
  trx: Db,
  userId: number,
  values: LimitState & { ask_before_paid_message?: boolean },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('spending_limits')
    .set({ ...values, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Where the member's month is counted: the time zone's country (the member's site's), and the
 * currency their purchases are in when they set no limit: their newest order's, else the one their
 * site's country sells in.
 */
export async function memberMoneyContext(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .select((eb) => [
      'sites.country',
      eb
        .selectFrom('orders')
        .select('orders.currency')
        .whereRef('orders.user_id', '=', 'users.id')
        .orderBy('orders.id', 'desc')
        .limit(1)
        .as('order_currency'),
      eb
        .selectFrom('packages')
        .select('packages.currency')
        .whereRef('packages.country', '=', 'sites.country')
        .limit(1)
        .as('site_currency'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return { country: row?.country ?? null, currency: row?.order_currency ?? row?.site_currency ?? null };
}

/**
 * The member's orders in `currency` created in [since, until) that count towards the month, each with
 * the credits taken back from it since (a withdrawal, a refund, a charge-back).
 */
export async function purchasesBetween(db: Db, userId: number, currency: string, since: Date, until: Date) {
  const rows = await db
    .selectFrom('orders')
    .select(['orders.amount', 'orders.credits', takenBack(db, userId, sql<string>`concat('order:', orders.id)`)])
    .where('orders.user_id', '=', userId)
    .where('orders.currency', '=', currency)
    .where('orders.state', 'in', COUNTED_STATES)
    .where('orders.created_at', '>=', since)
    .where('orders.created_at', '<', until)
    .execute();
  return rows.map((row) => ({ amount: row.amount, credits: row.credits, takenBack: Number(row.taken_back ?? 0) }));
}

/**
 * The credits the member bought in [since, until) (the ledger's `purchase` rows, dated when the
 * purchase completed), each with the credits taken back from that purchase since.
 */
export async function creditedPurchasesBetween(db: Db, userId: number, since: Date, until: Date) {
  const rows = await db
    .selectFrom('credit_ledger as bought')
    .select(['bought.delta', takenBack(db, userId, sql<string>`bought.reference`)])
    .where('bought.user_id', '=', userId)
    .where('bought.reason', '=', 'purchase')
    .where('bought.created_at', '>=', since)
    .where('bought.created_at', '<', until)
    .execute();
  return rows.map((row) => ({ credits: row.delta, takenBack: Number(row.taken_back ?? 0) }));
}

/** The member's ledger in [since, until) by reason: spends on messages, photos and gifts. */
export async function ledgerByReasonBetween(db: Db, userId: number, since: Date, until: Date) {
  const rows = await db
    .selectFrom('credit_ledger')
    .select((eb) => [
      'reason',
      sql<string | number>`-sum(delta)`.as('spent'),
      eb.fn.countAll<string | number>().as('count'),
    ])
    .where('user_id', '=', userId)
    .where('reason', 'in', SPENDING_KINDS)
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .groupBy('reason')
    .execute();
  return rows.map((row) => ({
    reason: row.reason,
    spent: Number(row.spent),
    count: Number(row.count),
  }));
}
