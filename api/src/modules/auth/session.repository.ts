import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import type { SessionProfile } from './current-user';

export function insertSession(
  db: Db,
  session: { tokenHash: string; userId: number; clientType: string; expiresAt: Date; now: Date },
) {
  return db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      client_type: session.clientType,
      created_at: session.now,
      last_used_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

function sessionUserQuery(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.token_hash as session_token_hash',
      'sessions.client_type as session_client_type',
      'sessions.last_used_at as session_last_used_at',
      'sessions.expires_at as session_expires_at',
      sql<SessionProfile | null>`(
        select row_to_json(own) from (
          select id, user_id, name, birth_date::text as birth_date, gender, sexuality, country, status,
            hair_colour, eye_colour, body_type, relationship_status, tattoos
          from profiles where profiles.user_id = users.id
        ) own)`.as('session_profile'),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now);
}

/** Built and compiled once (ADR 0042): every request with a session the cache does not serve runs it. */
const sessionUser = compiledOnce(sessionUserQuery);

/** A live session, its user and the user's profile, in one query (a request the cache does not serve). */
export async function findSessionUser(db: Db, tokenHash: string, now: Date) {
  return (await sessionUser(db, tokenHash, now)).rows[0];
}

/** What the user DTO needs beyond the rows (balance, main photo, interests), as findProfileExtras answers. */
export interface SessionExtras {
  credits: number;
  main_photo: { filename: string; thumb_filename: string } | null;
  interests: string[];
}

const sessionMember = compiledOnce((db: Db, tokenHash: string, now: Date) =>
  sessionUserQuery(db, tokenHash, now).select(
    sql<SessionExtras>`json_build_object(
      'credits', coalesce((select balance from credit_balances where user_id = users.id), 0),
      'main_photo', (
        select json_build_object('filename', photos.filename, 'thumb_filename', photos.thumb_filename)
        from photos join profiles on profiles.id = photos.profile_id
        where profiles.user_id = users.id and photos.is_main order by photos.id desc limit 1),
      'interests', coalesce((
        select json_agg(interests.key order by interests.key) from profile_interests
        join interests on interests.id = profile_interests.interest_id
        join profiles on profiles.id = profile_interests.profile_id
        where profiles.user_id = users.id), '[]'::json))`.as('session_extras'),
  ),
);

/**
 * findSessionUser and the user DTO's extras in the same one query: what the session cache keeps of
 * a member (ADR 0032), so that a cache miss of GET /api/user.php is one query too.
 */
export async function findSessionMember(db: Db, tokenHash: string, now: Date) {
  return (await sessionMember(db, tokenHash, now)).rows[0];
}

export function touchSession(
  db: Db,
  tokenHash: string,
  values: { lastUsedAt: Date; expiresAt: Date; clientType: string },
) {
  return db
    .updateTable('sessions')
    .set({ last_used_at: values.lastUsedAt, expires_at: values.expiresAt, client_type: values.clientType })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export function deleteSession(db: Db, tokenHash: string) {
  return db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export function deleteExpiredSessions(db: Db, userId: number, now: Date) {
  return db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}

/** Every session of a member (log out everywhere). */
export function deleteUserSessions(db: Db, userId: number) {
  return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Which of the session token hashes still name a live session. */
/**
 * The members of live sessions by token hash, in one query: a session not expired, of an account not
 * deleted, with a profile (the sockets opening together, ADR 0039).
 */
export function findLiveSessionMembers(db: Db, tokenHashes: string[], now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['sessions.token_hash', 'users.id as user_id', 'profiles.id as profile_id'])
    .where('sessions.token_hash', '=', sql<string>`any(${sql.val(tokenHashes)}::text[])`)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '<>', 'deleted')
    .execute();
}

export async function findLiveSessionHashes(db: Db, tokenHashes: string[], now: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', '=', sql<string>`any(${sql.val(tokenHashes)}::text[])`)
    .where('expires_at', '>', now)
    .execute();
  return new Set(rows.map((row) => row.token_hash));
}
