import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { SessionProfile } from '../auth';

/** A member's own profile row; birth_date as YYYY-MM-DD text (drivers would make it a local Date). */
export function findOwnProfile(db: Db, userId: number): Promise<SessionProfile | undefined> {
  return db
    .selectFrom('profiles')
    .select([
      'id',
      'user_id',
      'name',
      sql<string>`birth_date::text`.as('birth_date'),
      'gender',
      'sexuality',
      'country',
      'status',
      'hair_colour',
      'eye_colour',
      'body_type',
      'relationship_status',
      'tattoos',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * What the user DTO needs beyond the user and profile rows, in one query: the credit balance, the
 * main photo and the interest keys.
 */
export async function findProfileExtras(db: Db, userId: number, profileId: number) {
  const row = await db
    .selectNoFrom([
      sql<number>`coalesce((select balance from credit_balances where user_id = ${userId}), 0)`.as('credits'),
      sql<{ filename: string; thumb_filename: string } | null>`(
        select json_build_object('filename', filename, 'thumb_filename', thumb_filename) from photos
        where profile_id = ${profileId} and is_main order by id desc limit 1)`.as('main_photo'),
      sql<string[]>`coalesce((
        select json_agg(interests.key order by interests.key) from profile_interests
        join interests on interests.id = profile_interests.interest_id
        where profile_interests.profile_id = ${profileId}), '[]'::json)`.as('interests'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
