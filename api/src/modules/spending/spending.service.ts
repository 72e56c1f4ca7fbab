import { timeZoneForCountry } from '@app/shared/contract';
import type { MonthSpending, SpendingLimit, SpendingLimitUpdate } from '@app/shared/contract/spending-limit';
import { SPENDING_KINDS } from '@app/shared/contract/withdrawal-constants';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { keptOfPurchase } from './kept-purchase';
import { localMonth } from './local-month';
import { duePendingApplied, requestedLimit } from './spending-limit-rules';
import type { SpendingLimitRow } from './spending-limit.table';
import {
  creditedPurchasesBetween,
  ensureLimitRow,
  ledgerByReasonBetween,
  lockLimitRow,
  memberMoneyContext,
  purchasesBetween,
  updateLimitRow,
} from './spending.repository';

/**
 * The member's calendar month (ADR 0027) in the time zone of their site's country
 * (`timeZoneForCountry`: the capital's; UTC for a country without one), so the month starts at
 * local midnight on the 1st where the member lives.
 */
async function monthOf(db: Db, userId: number, now: Date) {
  const context = await memberMoneyContext(db, userId);
  return { ...localMonth(now, timeZoneForCountry(context.country)), currency: context.currency };
}

/**
 * What this month's purchases in `currency` count towards the limit, minor units: each with what the
 * member kept of it (`keptOfPurchase`), so a withdrawn purchase counts nothing and one refunded in
 * part what was paid less the refund.
 */
async function usedBetween(db: Db, userId: number, currency: string, month: { start: Date; end: Date }) {
  const purchases = await purchasesBetween(db, userId, currency, month.start, month.end);
  return purchases.reduce((sum, purchase) => sum + keptOfPurchase(purchase).amount, 0);
}

/** The member's row, locked, with a waiting change applied (and stored) when its time has come. */
async function lockCurrentLimit(trx: Db, userId: number, now: Date): Promise<SpendingLimitRow | undefined> {
  const row = await lockLimitRow(trx, userId);
  const applied = row && duePendingApplied(row, now);
  if (!row || !applied) return row;
  await updateLimitRow(trx, userId, applied, now);
  return { ...row, ...applied, updated_at: now };
}

export interface SpendingCheck {
  userId: number;
  /** The purchase's amount, minor units of `currency`. */
  amount: number;
  currency: string;
  now?: Date;
}

/**
 * The member's own monthly limit, inside the transaction that stores a purchase (ADR 0027): locks
 * the member's limit row (no row: no limit), applies a waiting change whose time has come, and
 * refuses with 422 `spending_limit` (`resets_at`: the next month's first moment) when this month's
 * purchases in the limit's currency (what the member kept of each) and this one would pass it. Store the order in the same
 * transaction after this: parallel purchases wait for the lock and count each other's orders.
 */
export async function assertWithinSpendingLimit(trx: Db, check: SpendingCheck): Promise<void> {
  const now = check.now ?? new Date();
  const limit = await lockCurrentLimit(trx, check.userId, now);
  if (!limit || limit.amount === null || limit.currency !== check.currency) return;
  const month = await monthOf(trx, check.userId, now);
  const used = await usedBetween(trx, check.userId, limit.currency, month);
  if (used + check.amount > limit.amount) throw new AppError('spending_limit', { resets_at: month.end.toISOString() });
}

async function limitDto(db: Db, userId: number, row: SpendingLimitRow | undefined, now: Date): Promise<SpendingLimit> {
  const month = await monthOf(db, userId, now);
  const currency = row?.amount != null ? row.currency : month.currency;
  const used = currency ? await usedBetween(db, userId, currency, month) : 0;
  return {
    amount: row?.amount ?? null,
    currency: currency ?? null,
    pending:
      row?.pending_set && row.pending_effective_at
        ? {
            amount: row.pending_amount,
            currency: row.pending_amount === null ? null : row.pending_currency,
            effective_at: new Date(row.pending_effective_at).toISOString(),
          }
        : null,
    ask_before_paid_message: row?.ask_before_paid_message ?? false,
    used,
    resets_at: month.end.toISOString(),
  };
}

export interface SpendingService {
  limit(userId: number, now?: Date): Promise<SpendingLimit>;
  setLimit(userId: number, update: SpendingLimitUpdate, now?: Date): Promise<SpendingLimit>;
  month(userId: number, now?: Date): Promise<MonthSpending>;
}

/** The spending module's public surface (ADR 0018 style): its routes call only this. */
export function createSpendingService(db: Db): SpendingService {
  return {
    async limit(userId, now = new Date()) {
      const row = await db.transaction().execute((trx) => lockCurrentLimit(trx, userId, now));
      return limitDto(db, userId, row, now);
    },

    async setLimit(userId, update, now = new Date()) {
      const row = await db.transaction().execute(async (trx) => {
        await ensureLimitRow(trx, userId);
        const current = (await lockCurrentLimit(trx, userId, now))!;
        const next = {
          ...requestedLimit(current, update, now),
          ask_before_paid_message: update.ask_before_paid_message,
        };
        await updateLimitRow(trx, userId, next, now);
        return { ...current, ...next, updated_at: now };
      });
      return limitDto(db, userId, row, now);
    },

    async month(userId, now = new Date()) {
      const { start, end } = await monthOf(db, userId, now);
      const rows = await ledgerByReasonBetween(db, userId, start, end);
      const bought = await creditedPurchasesBetween(db, userId, start, end);
      return {
        since: start.toISOString(),
        until: end.toISOString(),
        kinds: SPENDING_KINDS.map((kind) => {
          const row = rows.find((candidate) => candidate.reason === kind);
          return { kind, credits: Math.max(0, row?.spent ?? 0), count: row?.count ?? 0 };
        }),
        credits_bought: bought.reduce((sum, purchase) => sum + keptOfPurchase({ ...purchase, amount: 0 }).credits, 0),
      };
    },
  };
}
