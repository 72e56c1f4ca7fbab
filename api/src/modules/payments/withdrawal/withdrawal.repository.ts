import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { RefundStatus, WithdrawalsTable } from '../../../db/withdrawal.table';

export function insertWithdrawal(trx: Db, withdrawal: Insertable<WithdrawalsTable>) {
  return trx.insertInto('withdrawals').values(withdrawal).returningAll().executeTakeFirstOrThrow();
}

export function findWithdrawalOfOrder(db: Db, orderId: number) {
  return db.selectFrom('withdrawals').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** The provider's answer to the refund of a withdrawal that still waits for it (a settled one stays). */
export function settleRefund(db: Db, id: number, outcome: { status: RefundStatus; providerRefundId: string | null }) {
  return db
    .updateTable('withdrawals')
    .set({ refund_status: outcome.status, provider_refund_id: outcome.providerRefundId, updated_at: new Date() })
    .where('id', '=', id)
    .where('refund_status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims up to `limit` pending refunds not touched since `before`: each is marked as touched now by
 * one conditional update, so two workers never ask the provider for the same refund at once.
 */
export async function claimPendingRefunds(db: Db, before: Date, limit: number, now: Date) {
  const due = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('refund_status', '=', 'pending')
    .where('updated_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed = await Promise.all(
    due.map((row) =>
      db
        .updateTable('withdrawals')
        .set({ updated_at: now })
        .where('id', '=', row.id)
        .where('refund_status', '=', 'pending')
        .where('updated_at', '<', before)
        .returningAll()
        .executeTakeFirst(),
    ),
  );
  return claimed.filter((row) => row !== undefined);
}

/**
 * The order a member with this email has under this number on a site (a deleted account has none):
 * the footer's withdrawal request.
 */
export function findOrderOfEmail(db: Db, input: { siteId: number; emailNormalized: string; orderId: number }) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .where('orders.id', '=', input.orderId)
    .where('users.site_id', '=', input.siteId)
    .where('users.email_normalized', '=', input.emailNormalized)
    .where('users.status', '!=', 'deleted')
    .executeTakeFirst();
}
