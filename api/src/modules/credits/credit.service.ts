import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { unusedCreditsOfOrderIn } from './credit-lots';
import {
  findLedgerEntry,
  insertBalanceRow,
  ledgerRowsOf,
  lockAndAppendLedger,
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

/** A change's delta: a non-zero integer. */
function assertDelta(change: CreditChange): void {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error('a credit change is a non-zero integer');
}

/** The change the ledger already has under this user, reason and reference, which leaves `balance` as it is. */
async function earlierChange(trx: Db, change: CreditChange, balance: number): Promise<CreditResult | null> {
  if (change.reference === null) return null;
  const earlier = await findLedgerEntry(trx, change.userId, change.reason, change.reference);
  return earlier ? { ledgerId: earlier.id, balance, applied: false } : null;
}

/**
 * A change that took no effect on `balance`: the ledger's earlier change with its reference; null
 * when there is none (the change would have taken the balance below zero).
 */
async function changeNotApplied(trx: Db, change: CreditChange, balance: number, conflicted: boolean) {
  const earlier = await earlierChange(trx, change, balance);
  if (conflicted && !earlier) throw new Error('ledger entry missing after a conflict');
  return earlier;
}

function insufficientCredits(balance: number): never {
  throw new AppError('insufficient_credits', { balance });
}

/** What lockAndChangeCredits did: the balance it locked, and the change (null: it would go below zero). */
export interface LockedChange {
  locked: number;
  result: CreditResult | null;
}

/**
 * Locks the member's balance in the caller's transaction and changes it (ADR 0041): one statement
 * when the member has a balance row (the lock, the ledger row and the new balance); else the row is
 * created at 0 and the statement runs again. A change that would go below zero changes nothing
 * and answers a null result, so that the caller decides when to refuse it.
 */
export async function lockAndChangeCredits(trx: Db, change: CreditChange): Promise<LockedChange> {
  assertDelta(change);
  let done = await lockAndAppendLedger(trx, change);
  if (!done) {
    await insertBalanceRow(trx, change.userId);
    done = await lockAndAppendLedger(trx, change);
    if (!done) throw new Error(`balance of user ${change.userId} missing after insert`);
  }
  if (done.ledgerId !== null) {
    return {
      locked: done.balance,
      result: { ledgerId: done.ledgerId, balance: done.balance + change.delta, applied: true },
    };
  }
  const conflicted = done.balance + change.delta >= 0;
  return { locked: done.balance, result: await changeNotApplied(trx, change, done.balance, conflicted) };
}

/**
 * The only way a balance changes: inside a transaction that locks the balance row, with an
 * append-only ledger row, never below zero, at most once per reference. Pass the caller's
 * transaction when the change belongs to a larger unit of work (a message and its charge), also one
 * that locked the balance already (lockBalance) to decide the change: locking it again is free.
 */
export async function changeCredits(db: Db, change: CreditChange): Promise<CreditResult> {
  const run = async (trx: Db) => {
    const { locked, result } = await lockAndChangeCredits(trx, change);
    return result ?? insufficientCredits(locked);
  };
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
