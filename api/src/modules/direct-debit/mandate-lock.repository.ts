import type { Db } from '../../db/database';
import type { MandateRow } from './direct-debit.table';

/**
 * The member's active mandate, locked until the caller's transaction ends: purchases under one
 * mandate are decided one at a time, so parallel ones cannot pass the rolling limit together.
 */
export function lockActiveMandate(trx: Db, userId: number): Promise<MandateRow | undefined> {
  return trx
    .selectFrom('direct_debit_mandates')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
}

export async function isBlockedForDirectDebit(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('direct_debit_blocks')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Blocks the member for direct debit; the first block's order and reason are kept. */
export async function blockForDirectDebit(
  trx: Db,
  block: { userId: number; orderId: number | null; reason: string },
): Promise<void> {
  await trx
    .insertInto('direct_debit_blocks')
    .values({ user_id: block.userId, order_id: block.orderId, reason: block.reason })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
