import type { Db } from '../../db/database';

/**
 * The row a member means by a code: their own personal code first, else the code for everyone. A
 * code another member owns is not theirs to find.
 */
export function findCodeForMember(db: Db, code: string, userId: number | null) {
  return db
    .selectFrom('discount_codes')
    .selectAll()
    .where('code', '=', code)
    .where((eb) =>
      userId === null ? eb('user_id', 'is', null) : eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]),
    )
    .orderBy('user_id', (order) => order.asc().nullsLast())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findCodeByAudience(db: Db, audience: 'welcome' | 'time_bonus') {
  return db
    .selectFrom('discount_codes')
    .selectAll()
    .where('audience', '=', audience)
    .where('user_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the code was used by anyone (`userId` null) or by this member. */
export async function isCodeUsed(db: Db, codeId: number, userId: number | null): Promise<boolean> {
  let query = db.selectFrom('discount_code_uses').select('discount_code_id').where('discount_code_id', '=', codeId);
  if (userId !== null) query = query.where('user_id', '=', userId);
  return Boolean(await query.limit(1).executeTakeFirst());
}

/** Whether the member ever completed a purchase. */
export async function hasCompletedOrder(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('state', 'in', ['completed', 'refunded', 'charged_back'])
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** Records that the member used the code for the order (once per member); a code valid once is used up. */
export async function recordCodeUse(trx: Db, use: { codeId: number; userId: number; orderId: number }): Promise<void> {
  await trx
    .insertInto('discount_code_uses')
    .values({ discount_code_id: use.codeId, user_id: use.userId, order_id: use.orderId })
    .onConflict((conflict) => conflict.columns(['discount_code_id', 'user_id']).doNothing())
    .execute();
  await trx
    .updateTable('discount_codes')
    .set({ status: 'used' })
    .where('id', '=', use.codeId)
    .where('validity', '=', 'once')
    .execute();
}
