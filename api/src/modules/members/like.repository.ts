import type { Db } from '../../db/database';

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
