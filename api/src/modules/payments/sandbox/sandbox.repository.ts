import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { SandboxPaymentsTable } from '../payment.table';

export function insertSandboxPayment(db: Db, payment: Insertable<SandboxPaymentsTable>) {
  return db.insertInto('sandbox_payments').values(payment).returningAll().executeTakeFirstOrThrow();
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
