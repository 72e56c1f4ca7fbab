import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { SandboxPaymentsTable } from '../payment.table';

export function insertSandboxPayment(db: Db, payment: Insertable<SandboxPaymentsTable>) {
  return db.insertInto('sandbox_payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

/** The newest payments, for the sandbox's list page. */
export function listSandboxPayments(db: Db, limit: number) {
  return db
    .selectFrom('sandbox_payments')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findSandboxPayment(db: Db, id: string) {
  return db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes the status of a payment that is still open or pending; answers undefined for a settled one. */
export function setSandboxStatus(db: Db, id: string, status: string) {
  return db
    .updateTable('sandbox_payments')
    .set({ status, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['open', 'pending'])
    .returningAll()
    .executeTakeFirst();
}

/** A paid payment charged back by the member's bank. */
export function chargeBackSandboxPayment(db: Db, id: string) {
  return db
    .updateTable('sandbox_payments')
    .set({ status: 'charged_back', updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .execute();
}

export function addSandboxRefund(db: Db, id: string, amount: number) {
  return db
    .updateTable('sandbox_payments')
    .set((eb) => ({ refunded: eb('refunded', '+', amount), updated_at: new Date() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * A returned direct debit: a pending one fails, a paid one is charged back. The bank's reason is kept
 * in the status after a colon (`failed:AM04`), the sandbox's own record of what its bank said.
 */
export async function returnSandboxDebit(db: Db, id: string, reason: string) {
  const payment = await findSandboxPayment(db, id);
  if (!payment || payment.method !== 'directdebit') return undefined;
  const next = payment.status === 'pending' ? 'failed' : payment.status === 'paid' ? 'charged_back' : null;
  if (!next) return undefined;
  return db
    .updateTable('sandbox_payments')
    .set({ status: `${next}:${reason}`, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', payment.status)
    .returningAll()
    .executeTakeFirst();
}
