import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { AffiliateConversionsTable } from './affiliates.table';

/** The tracking record a member signed up with (the first, when there are several). */
export function findMemberTracking(db: Db, userId: number) {
  return db
    .selectFrom('tracking_records')
    .select(['site_id', 'network', 'ref', 'sub1', 'sub2', 'sub3'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the member has a completed payment other than this order. */
export async function hasOtherCompletedOrder(db: Db, userId: number, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '!=', orderId)
    .where('completed_at', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a conversion unless its key is stored already: answers its id, or null for a repeat. */
export async function insertConversion(
  db: Db,
  conversion: Insertable<AffiliateConversionsTable>,
): Promise<number | null> {
  const row = await db
    .insertInto('affiliate_conversions')
    .values(conversion)
    .onConflict((conflict) => conflict.column('conversion_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findNetworkByName(db: Db, name: string) {
  return db.selectFrom('affiliate_networks').select('id').where('name', '=', name).executeTakeFirst();
}

/** Queues the postback of a conversion to a network, at most once. */
export function insertPostback(db: Db, conversionId: number, networkId: number, now: Date) {
  return db
    .insertInto('affiliate_postbacks')
    .values({
      conversion_id: conversionId,
      network_id: networkId,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.columns(['conversion_id', 'network_id']).doNothing())
    .execute();
}
