import { sql, type ExpressionBuilder } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * What a public profile shows, on `profiles`: its columns (birth_date as YYYY-MM-DD text), whether its
 * member is fictional, its main photo and its interest keys. One list for every query that shows
 * another member's profile (by id here, a search's page in `search.repository.ts`).
 */
export function publicProfileColumns(eb: ExpressionBuilder<Database, 'profiles'>) {
  return [
    eb.ref('profiles.id').as('id'),
    eb.ref('profiles.name').as('name'),
    sql<string>`profiles.birth_date::text`.as('birth_date'),
    eb.ref('profiles.gender').as('gender'),
    eb.ref('profiles.sexuality').as('sexuality'),
    eb.ref('profiles.country').as('country'),
    eb.ref('profiles.status').as('status'),
    eb.ref('profiles.hair_colour').as('hair_colour'),
    eb.ref('profiles.eye_colour').as('eye_colour'),
    eb.ref('profiles.body_type').as('body_type'),
    eb.ref('profiles.relationship_status').as('relationship_status'),
    eb.ref('profiles.tattoos').as('tattoos'),
    sql<boolean>`(select users.fictional from users where users.id = profiles.user_id)`.as('fictional'),
    sql<{ filename: string; thumb_filename: string } | null>`(
      select json_build_object('filename', filename, 'thumb_filename', thumb_filename) from photos
      where photos.profile_id = profiles.id and is_main and not is_private order by id desc limit 1)`.as('main_photo'),
    sql<string[]>`coalesce((
      select json_agg(interests.key order by interests.key) from profile_interests
      join interests on interests.id = profile_interests.interest_id
      where profile_interests.profile_id = profiles.id), '[]'::json)`.as('interests'),
  ];
}

/** Profiles by id with their main photo and interest keys, in one query. Used wherever another member's profile is shown (chats, likes). */
export async function findProfilesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return (await profilesByIdsQuery(db, ids)).rows;
}

/**
 * findProfilesByIds's statement, built and compiled once (ADR 0042, ADR 0044): every message reads
 * its two members' profiles. The ids go as one array parameter, so the text does not change with
 * their number.
 */
const profilesByIdsQuery = compiledOnce((db: Db, ids: number[]) =>
  db
    .selectFrom('profiles')
    .select(publicProfileColumns)
    .where('profiles.id', '=', sql<number>`any(${sql.val(ids)}::integer[])`),
);
export type PublicProfileRow = Awaited<ReturnType<typeof findProfilesByIds>>[number];
