import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ProfilesTable } from './profile.table';

/**
 * Everything the member's own profile page shows, in one query: the profile, the account's email
 * and premium flag, the interest keys, and what the member's site allows (its countries and
 * visible profile fields). birth_date as YYYY-MM-DD text.
 */
export function findOwnProfileDetails(db: Db, userId: number) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .select([
      'profiles.id',
      'users.email',
      'users.paid_user',
      'profiles.name',
      sql<string>`profiles.birth_date::text`.as('birth_date'),
      'profiles.gender',
      'profiles.sexuality',
      'profiles.country',
      'profiles.region_id',
      'profiles.city',
      'profiles.latitude',
      'profiles.longitude',
      'profiles.about_me',
      'profiles.signup_message',
      'profiles.hair_colour',
      'profiles.eye_colour',
      'profiles.body_type',
      'profiles.relationship_status',
      'profiles.tattoos',
      'profiles.status',
      'sites.countries as site_countries',
      'sites.visible_profile_fields',
      sql<string[]>`coalesce((
        select json_agg(interests.key order by interests.key) from profile_interests
        join interests on interests.id = profile_interests.interest_id
        where profile_interests.profile_id = profiles.id), '[]'::json)`.as('interests'),
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
}
export type OwnProfileDetails = NonNullable<Awaited<ReturnType<typeof findOwnProfileDetails>>>;

/** Locks the member's profile row until the transaction ends: one profile change at a time. */
export function lockProfileOf(db: Db, userId: number) {
  return db.selectFrom('profiles').select('id').where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/** The member's photos, the main one first, then in upload order. */
export function findOwnPhotos(db: Db, profileId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'is_main', 'is_private', 'width', 'height'])
    .where('profile_id', '=', profileId)
    .orderBy('is_main', 'desc')
    .orderBy('id')
    .execute();
}

export function findRegionCountry(db: Db, regionId: number) {
  return db.selectFrom('regions').select('country').where('id', '=', regionId).executeTakeFirst();
}

/** The ids of the interests with these keys (unknown keys have none). */
export function findInterestIds(db: Db, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db.selectFrom('interests').select('id').where('key', 'in', keys).execute();
}

export async function updateProfileRow(db: Db, profileId: number, values: Updateable<ProfilesTable>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('profiles').set(values).where('id', '=', profileId).execute();
}

/** The profile's interests become exactly these. */
export async function replaceProfileInterests(db: Db, profileId: number, interestIds: number[]): Promise<void> {
  await db.deleteFrom('profile_interests').where('profile_id', '=', profileId).execute();
  if (interestIds.length === 0) return;
  await db
    .insertInto('profile_interests')
    .values(interestIds.map((interestId) => ({ profile_id: profileId, interest_id: interestId })))
    .execute();
}
