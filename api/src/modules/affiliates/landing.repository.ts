import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { AffiliateLandingsTable } from './affiliates.table';

export function insertLanding(db: Db, landing: Insertable<AffiliateLandingsTable>) {
  return db.insertInto('affiliate_landings').values(landing).returningAll().executeTakeFirstOrThrow();
}

/** A landing of the site made after `since`. */
export function findLanding(db: Db, id: string, siteId: number, since: Date) {
  return db
    .selectFrom('affiliate_landings')
    .selectAll()
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

/** Links a landing to the member who signed up in its visit, once: false when it already has one. */
export async function claimLanding(db: Db, id: string, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('affiliate_landings')
    .set({ user_id: userId, claimed_at: now })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
