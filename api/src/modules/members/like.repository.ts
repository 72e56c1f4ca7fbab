import type { Db } from '../../db/database';
import { inMemberPool, type MemberPool } from './member-pool';

/** Likes a member gave and received, newest first. */
export function findLikesOf(db: Db, profileId: number) {
  return Promise.all([
    db
      .selectFrom('likes')
      .select(['liked_profile_id as profile_id', 'created_at'])
      .where('liker_profile_id', '=', profileId)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('likes')
      .select(['liker_profile_id as profile_id', 'like_new', 'created_at'])
      .where('liked_profile_id', '=', profileId)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
}

/**
 * The profile a member may like: in the member's pool (inMemberPool: active, of an account not
 * deleted, not the member's own, no block either way). Undefined otherwise.
 */
export function findLikeableProfile(db: Db, pool: MemberPool, targetId: number) {
  return db
    .selectFrom('profiles as p')
    .select(['p.id', 'p.user_id'])
    .where('p.id', '=', targetId)
    .where(inMemberPool(pool))
    .executeTakeFirst();
}

/** Adds a like (new for the liked member); a like that exists stays as it is. Answers whether it is new. */
export async function insertLike(
  db: Db,
  likerId: number,
  likedId: number,
  source: 'like' | 'swipe' | 'auto' = 'like',
): Promise<boolean> {
  const result = await db
    .insertInto('likes')
    .values({ liker_profile_id: likerId, liked_profile_id: likedId, source })
    .onConflict((conflict) => conflict.columns(['liker_profile_id', 'liked_profile_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes a like if there is one. */
export async function deleteLike(db: Db, likerId: number, likedId: number): Promise<void> {
  await db
    .deleteFrom('likes')
    .where('liker_profile_id', '=', likerId)
    .where('liked_profile_id', '=', likedId)
    .execute();
}

/** Whether `likerId` likes `likedId`. */
export async function likeExists(db: Db, likerId: number, likedId: number): Promise<boolean> {
  const row = await db
    .selectFrom('likes')
    .select('liker_profile_id')
    .where('liker_profile_id', '=', likerId)
    .where('liked_profile_id', '=', likedId)
    .executeTakeFirst();
  return row !== undefined;
}
