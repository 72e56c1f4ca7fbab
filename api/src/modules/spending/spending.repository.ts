import { SPENDING_KINDS } from '@app/shared/contract/withdrawal-constants';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { LimitState } from './spending-limit-rules';

/**
 * The order states that count towards the month: paid, or on the way to being paid. `created`
 * counts too: an order a parallel purchase stored a moment ago is still being sent to the provider.
 */
const COUNTED_STATES = ['created', 'pending', 'completed'] as const;

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

/** What the member's orders in `currency` created in [since, until) add up to, minor units. */
export async function purchasesBetween(db: Db, userId: number, currency: string, since: Date, until: Date) {
  const row = await db
    .selectFrom('orders')
    .select(sql<string | number | null>`sum(amount)`.as('used'))
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('state', 'in', COUNTED_STATES)
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** The member's ledger in [since, until) by reason: spends on messages, photos, gifts, and purchases. */
export async function ledgerByReasonBetween(db: Db, userId: number, since: Date, until: Date) {
  const rows = await db
    .selectFrom('credit_ledger')
    .select((eb) => [
      'reason',
      sql<string | number>`-sum(delta)`.as('spent'),
      sql<string | number>`sum(delta)`.as('added'),
      eb.fn.countAll<string | number>().as('count'),
    ])
    .where('user_id', '=', userId)
    .where('reason', 'in', [...SPENDING_KINDS, 'purchase'])
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .groupBy('reason')
    .execute();
  return rows.map((row) => ({
    reason: row.reason,
    spent: Number(row.spent),
    added: Number(row.added),
    count: Number(row.count),
  }));
}
