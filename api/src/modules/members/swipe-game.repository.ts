import type { Db } from '../../db/database';

/** Locks the member's user row until the transaction ends: one swipe like of a member at a time. */
export async function lockSwiper(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** How many swipe likes the member gave since `since`. */
export async function countSwipeLikesSince(db: Db, profileId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('liker_profile_id', '=', profileId)
    .where('source', '=', 'swipe')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Remembers that the member passed a profile (passing twice keeps one). */
export async function insertPass(db: Db, passerId: number, passedId: number): Promise<void> {
  await db
    .insertInto('swipe_passes')
    .values({ passer_profile_id: passerId, passed_profile_id: passedId })
    .onConflict((conflict) => conflict.columns(['passer_profile_id', 'passed_profile_id']).doNothing())
    .execute();
}

/** The city a member gave on the profile, or null. */
export async function findCity(db: Db, profileId: number): Promise<string | null> {
  const row = await db.selectFrom('profiles').select('city').where('id', '=', profileId).executeTakeFirst();
  return row?.city ?? null;
}
