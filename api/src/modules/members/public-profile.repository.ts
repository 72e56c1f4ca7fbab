import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Profiles by id with their main photo and interest keys, in one query; birth_date as YYYY-MM-DD
 * text. Used wherever another member's profile is shown (chats, likes).
 */
export function findProfilesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('profiles')
    .select([
      'profiles.id',
      'profiles.name',
      sql<string>`profiles.birth_date::text`.as('birth_date'),
      'profiles.gender',
      'profiles.sexuality',
      'profiles.country',
      'profiles.status',
      'profiles.hair_colour',
      'profiles.eye_colour',
      'profiles.body_type',
      'profiles.relationship_status',
      'profiles.tattoos',
      sql<boolean>`(select users.fictional from users where users.id = profiles.user_id)`.as('fictional'),
      sql<{ filename: string; thumb_filename: string } | null>`(
        select json_build_object('filename', filename, 'thumb_filename', thumb_filename) from photos
        where photos.profile_id = profiles.id and is_main and not is_private order by id desc limit 1)`.as(
        'main_photo',
      ),
      sql<string[]>`coalesce((
        select json_agg(interests.key order by interests.key) from profile_interests
        join interests on interests.id = profile_interests.interest_id
        where profile_interests.profile_id = profiles.id), '[]'::json)`.as('interests'),
    ])
    .where('profiles.id', 'in', ids)
    .execute();
}
export type PublicProfileRow = Awaited<ReturnType<typeof findProfilesByIds>>[number];
