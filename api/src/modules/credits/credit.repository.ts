import { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database';
import type { CreditReason } from './credit.table';

function selectLockedBalance(trx: Db, userId: number) {
  return trx
    .selectFrom('credit_balances')
    .select('balance')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Locks a member's balance row for the rest of the transaction and answers the balance; the row is
 * created at 0 when missing (one statement when it exists, the usual case).
 */
export async function lockBalance(trx: Db, userId: number): Promise<number> {
  const existing = await selectLockedBalance(trx, userId);
  if (existing) return existing.balance;
  await insertBalanceRow(trx, userId);
  const created = await selectLockedBalance(trx, userId);
  if (!created) throw new Error(`balance of user ${userId} missing after insert`);
  return created.balance;
}

/** A member's balance row at 0, unless another transaction created it first. */
export async function insertBalanceRow(trx: Db, userId: number): Promise<void> {
  await trx
    .insertInto('credit_balances')
    .values({ user_id: userId })
    .onConflict((c) => c.column('user_id').doNothing())
    .execute();
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

/**
 * Locks a member's balance row and appends a ledger row of `delta` with the balance it makes, in one
 * statement, when that balance is not below zero and the user, reason and reference are not in the
 * ledger yet. Answers the balance it locked and the new row's id (null: nothing changed); undefined
 * when the member has no balance row yet (insertBalanceRow creates it).
 */
export async function lockAndAppendLedger(
  trx: Db,
  entry: { userId: number; delta: number; reason: CreditReason; reference: string | null },
): Promise<{ balance: number; ledgerId: number | null } | undefined> {
  const result = await trx.executeQuery<{ balance: number; ledger_id: number | null }>(
    CompiledQuery.raw(LOCK_AND_APPEND_LEDGER, [entry.userId, entry.delta, entry.reason, entry.reference]),
  );
  const row = result.rows[0];
  return row && { balance: row.balance, ledgerId: row.ledger_id };
}

/** lockAndAppendLedger's statement: one fixed text, never built (ADR 0044); every charge runs it. */
const LOCK_AND_APPEND_LEDGER = `
  with locked as (
    select balance from credit_balances where user_id = $1::integer for update
  ), entry as (
    insert into credit_ledger (user_id, delta, balance_after, reason, reference)
    select $1::integer, $2::integer, locked.balance + $2::integer, $3::text, $4::text
    from locked where locked.balance + $2::integer >= 0
    on conflict on constraint credit_ledger_user_reference_unique do nothing
    returning id, balance_after
  ), balance as (
    update credit_balances set balance = entry.balance_after, updated_at = now()
    from entry where credit_balances.user_id = $1::integer
  )
  select locked.balance, entry.id as ledger_id from locked left join entry on true`;

export async function readBalance(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('credit_balances').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return row?.balance ?? 0;
}

/** A member's ledger rows in id order, as the lots replay them (credit-lots.ts). */
export function ledgerRowsOf(db: Db, userId: number) {
  return db
    .selectFrom('credit_ledger')
    .select(['id', 'delta', 'reason', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
