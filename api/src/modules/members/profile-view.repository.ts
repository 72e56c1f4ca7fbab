import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inMemberPool, type MemberPool } from './member-pool';

/**
 * A profile another member may view, with what the profile view adds to the public profile: null
 * unless it is in the viewer's pool (inMemberPool: active, its account not deleted) and its member
 * has not blocked the viewer.
 */
export function findViewableProfile(db: Db, pool: MemberPool, id: number) {
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('regions as r', 'r.id', 'p.region_id')
    .select(['p.id', 'p.user_id', 'p.gender', 'p.country', 'p.about_me', 'p.city', 'r.names as region_names'])
    .select(['u.fictional', sql<string>`p.birth_date::text`.as('birth_date')])
    .where('p.id', '=', id)
    .where(inMemberPool(pool, { keepBlockedByViewer: true }))
    .executeTakeFirst();
}
export type ViewableProfileRow = NonNullable<Awaited<ReturnType<typeof findViewableProfile>>>;

/** The names of a profile's interests, in every language the data has. */
export function findInterestNames(db: Db, profileId: number) {
  return db
    .selectFrom('profile_interests')
    .innerJoin('interests', 'interests.id', 'profile_interests.interest_id')
    .select('interests.names')
    .where('profile_interests.profile_id', '=', profileId)
    .orderBy('interests.key')
    .execute();
}

/** A profile's photos: the main photo first, then oldest first. */
export function findProfilePhotos(db: Db, profileId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'is_private'])
    .where('profile_id', '=', profileId)
    .orderBy('is_main', 'desc')
    .orderBy('id')
    .execute();
}

/** How a member stands to a profile: liked it, is liked by it, has blocked it. */
export async function findRelation(db: Db, viewer: { userId: number; profileId: number }, profileId: number) {
  const [liked, likedMe, blocked] = await Promise.all([
    db
      .selectFrom('likes')
      .select('liker_profile_id')
      .where('liker_profile_id', '=', viewer.profileId)
      .where('liked_profile_id', '=', profileId)
      .executeTakeFirst(),
    db
      .selectFrom('likes')
      .select('liker_profile_id')
      .where('liker_profile_id', '=', profileId)
      .where('liked_profile_id', '=', viewer.profileId)
      .executeTakeFirst(),
    db
      .selectFrom('blocks')
      .select('blocked_profile_id')
      .where('blocker_user_id', '=', viewer.userId)
      .where('blocked_profile_id', '=', profileId)
      .executeTakeFirst(),
  ]);
  return { liked: liked !== undefined, liked_me: likedMe !== undefined, blocked: blocked !== undefined };
}

/** Spec section 4: viewing a profile clears the new-like flag of that profile's like on the viewer. */
export async function clearNewLike(db: Db, likerProfileId: number, likedProfileId: number): Promise<void> {
  await db
    .updateTable('likes')
    .set({ like_new: false })
    .where('liker_profile_id', '=', likerProfileId)
    .where('liked_profile_id', '=', likedProfileId)
    .where('like_new', '=', true)
    .execute();
}

/**
 * Ids of members like a profile, from the viewer's pool (inMemberPool: active, not deleted): the same
 * gender, neither the profile nor the viewer, not blocked either way. Closest first: the
 * same country, the nearest age, a public main photo, recently seen.
 */
export function findRelatedProfiles(db: Db, pool: MemberPool, profile: ViewableProfileRow, limit: number) {
  const birth = sql`cast(${profile.birth_date} as date)`;
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.id')
    .where(inMemberPool(pool))
    .where('p.gender', '=', profile.gender)
    .where('p.id', '!=', profile.id)
    .orderBy(sql`p.country = ${profile.country}`, 'desc')
    .orderBy(sql`abs(p.birth_date - ${birth})`)
    .orderBy(
      sql`exists (select 1 from photos where photos.profile_id = p.id and photos.is_main and not photos.is_private)`,
      'desc',
    )
    .orderBy('u.last_seen_at', (order) => order.desc().nullsLast())
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Whether a profile exists (blocking and reporting need a real profile). */
export async function profileExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
