import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { OwnProfileRow } from '../users/profile.repository';

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

/** A live session, its user and the user's profile, in one query (it runs on every /api/ request). */
export function findSessionUser(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.token_hash as session_token_hash',
      'sessions.client_type as session_client_type',
      'sessions.last_used_at as session_last_used_at',
      sql<OwnProfileRow | null>`(
        select row_to_json(own) from (
          select id, user_id, name, birth_date::text as birth_date, gender, sexuality, country, status,
            hair_colour, eye_colour, body_type, relationship_status, tattoos
          from profiles where profiles.user_id = users.id
        ) own)`.as('session_profile'),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
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
