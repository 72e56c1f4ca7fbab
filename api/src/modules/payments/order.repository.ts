import type { Insertable } from 'kysely';
import type { PaymentSource, PaymentState } from '@app/shared/contract';
import type { Db } from '../../db/database';
import type { OrdersTable } from './payment.table';

export function insertOrder(db: Db, order: Insertable<OrdersTable>) {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

/** Locks the order for the rest of the transaction: its state changes one at a time. */
export function lockOrder(trx: Db, orderId: number) {
  return trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

export function findOrder(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export function findOrderByProviderPayment(db: Db, provider: string, providerPaymentId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

export function findMemberOrder(db: Db, userId: number, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
}

/** The member's orders that reached the provider, newest first. */
export function listMemberOrders(db: Db, userId: number) {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute();
}

export function setProviderPayment(
  db: Db,
  orderId: number,
  payment: { providerPaymentId: string; checkoutUrl: string | null; providerStatus: string },
) {
  return db
    .updateTable('orders')
    .set({
      provider_payment_id: payment.providerPaymentId,
      checkout_url: payment.checkoutUrl,
      provider_status: payment.providerStatus,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .execute();
}

export function setOrderState(
  trx: Db,
  orderId: number,
  change: { state: PaymentState; providerStatus: string | null; completedAt?: Date },
) {
  return trx
    .updateTable('orders')
    .set({
      state: change.state,
      provider_status: change.providerStatus,
      updated_at: new Date(),
      ...(change.completedAt ? { completed_at: change.completedAt } : {}),
    })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A returned direct debit: what could not be taken back is owed, and the bank's reason kept. */
export function recordOrderReturn(
  trx: Db,
  orderId: number,
  returned: { creditsOwed: number; returnReason: string | null },
) {
  return trx
    .updateTable('orders')
    .set({ credits_owed: returned.creditsOwed, return_reason: returned.returnReason, updated_at: new Date() })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertTransition(
  trx: Db,
  transition: {
    orderId: number;
    from: PaymentState | null;
    to: PaymentState;
    source: PaymentSource;
    providerStatus: string | null;
    applied: boolean;
  },
) {
  return trx
    .insertInto('payment_transitions')
    .values({
      order_id: transition.orderId,
      from_state: transition.from,
      to_state: transition.to,
      source: transition.source,
      provider_status: transition.providerStatus,
      applied: transition.applied,
    })
    .execute();
}

/** The applied transitions of an order, oldest first. */
export function listTransitions(db: Db, orderId: number) {
  return db
    .selectFrom('payment_transitions')
    .select(['from_state', 'to_state', 'source', 'created_at'])
    .where('order_id', '=', orderId)
    .where('applied', '=', true)
    .orderBy('id')
    .execute();
}
