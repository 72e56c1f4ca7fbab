import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { appendLedger, findLedgerEntry, lockBalance, readBalance, setBalance } from './credit.repository';
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
 * The only way a balance changes: inside a transaction that locks the balance row, with an
 * append-only ledger row, never below zero, at most once per reference. Pass the caller's
 * transaction when the change belongs to a larger unit of work (a message and its charge).
 */
export async function changeCredits(db: Db, change: CreditChange): Promise<CreditResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error('a credit change is a non-zero integer');
  const run = async (trx: Db): Promise<CreditResult> => {
    const balance = await lockBalance(trx, change.userId);
    if (change.reference !== null) {
      const earlier = await findLedgerEntry(trx, change.userId, change.reason, change.reference);
      if (earlier) return { ledgerId: earlier.id, balance, applied: false };
    }
    const next = balance + change.delta;
    if (next < 0) throw new AppError('insufficient_credits', { balance });
    await setBalance(trx, change.userId, next);
    const ledgerId = await appendLedger(trx, { ...change, balanceAfter: next });
    return { ledgerId, balance: next, applied: true };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

export { readBalance };
