import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { unusedCreditsOfOrderIn } from './credit-lots';
import {
  appendLedgerAndSetBalance,
  findLedgerEntry,
  ledgerRowsOf,
  lockBalance,
  readBalance,
} from './credit.repository';
import type { CreditReason } from './credit.table';

export interface CreditChange {
  userId: number;
  /** Positive grants, negative spends; never 0. */
  delta: number;
  reason: CreditReason;
  /**
   * What the change is for (an order id, a message's idempotency key). A second change with the same
   * user, reason and reference takes no effect and answers the first one.
   */
  reference: string | null;
}

export interface CreditResult {
  ledgerId: number;
  balance: number;
  /** False when the reference had been applied before and this call changed nothing. */
  applied: boolean;
}

/**
 * A change of a balance the caller's transaction has already locked (lockBalance), `balance` being
 * what the lock answered: never below zero, one ledger row, at most once per reference.
 */
export async function changeLockedCredits(trx: Db, change: CreditChange, balance: number): Promise<CreditResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error('a credit change is a non-zero integer');
  const next = balance + change.delta;
  if (next < 0) {
    // An applied reference answers the first change, also when the balance has run low since.
    const earlier =
      change.reference === null
        ? undefined
        : await findLedgerEntry(trx, change.userId, change.reason, change.reference);
    if (earlier) return { ledgerId: earlier.id, balance, applied: false };
    throw new AppError('insufficient_credits', { balance });
  }
  const ledgerId = await appendLedgerAndSetBalance(trx, { ...change, balanceAfter: next });
  if (ledgerId !== null) return { ledgerId, balance: next, applied: true };
  const earlier = await findLedgerEntry(trx, change.userId, change.reason, change.reference!);
  if (!earlier) throw new Error('ledger entry missing after a conflict');
  return { ledgerId: earlier.id, balance, applied: false };
}

/**
 * The only way a balance changes: inside a transaction that locks the balance row, with an
 * append-only ledger row, never below zero, at most once per reference. Pass the caller's
 * transaction when the change belongs to a larger unit of work (a message and its charge).
 */
export async function changeCredits(db: Db, change: CreditChange): Promise<CreditResult> {
  const run = async (trx: Db) => changeLockedCredits(trx, change, await lockBalance(trx, change.userId));
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * The credits of an order's purchase the member has not used yet, by the ledger's first-in,
 * first-out rule (ADR 0027, credit-lots.ts): what a withdrawal refunds. Pass a transaction that has
 * locked the balance (lockBalance) when the answer must still hold when acting on it.
 */
export async function unusedCreditsOfOrder(db: Db, userId: number, orderId: number): Promise<number> {
  return unusedCreditsOfOrderIn(await ledgerRowsOf(db, userId), orderId);
}

export { refundAmountOf } from './unused-credits-refund';
export { lockBalance, readBalance, type CreditReason };
