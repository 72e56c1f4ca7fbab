import type { Db } from '../../db/database';
import type { CreditReason } from './credit.table';

/** Locks a member's balance row for the rest of the transaction, creating it at 0 when missing. */
export async function lockBalance(trx: Db, userId: number): Promise<number> {
  await trx
    .insertInto('credit_balances')
    .values({ user_id: userId })
    .onConflict((c) => c.column('user_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('credit_balances')
    .select('balance')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance;
}

export function findLedgerEntry(trx: Db, userId: number, reason: CreditReason, reference: string) {
  return trx
    .selectFrom('credit_ledger')
    .select(['id', 'delta', 'balance_after'])
    .where('user_id', '=', userId)
    .where('reason', '=', reason)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function appendLedger(
  trx: Db,
  entry: { userId: number; delta: number; balanceAfter: number; reason: CreditReason; reference: string | null },
): Promise<number> {
  const row = await trx
    .insertInto('credit_ledger')
    .values({
      user_id: entry.userId,
      delta: entry.delta,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      reference: entry.reference,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setBalance(trx: Db, userId: number, balance: number): Promise<void> {
  await trx
    .updateTable('credit_balances')
    .set({ balance, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

export async function readBalance(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('credit_balances').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return row?.balance ?? 0;
}
