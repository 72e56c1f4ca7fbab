import type { Db } from '../../db/database';

export function insertLoginAttempt(
  db: Db,
  attempt: { siteId: number; emailNormalized: string; ip: string; succeeded: boolean; at: Date },
) {
  return db
    .insertInto('login_attempts')
    .values({
      site_id: attempt.siteId,
      email_normalized: attempt.emailNormalized,
      ip: attempt.ip,
      succeeded: attempt.succeeded,
      created_at: attempt.at,
    })
    .execute();
}

/** The latest attempts for an email since a moment, newest first. */
export function latestLoginAttempts(db: Db, siteId: number, emailNormalized: string, since: Date, limit: number) {
  return db
    .selectFrom('login_attempts')
    .select(['succeeded', 'created_at'])
    .where('site_id', '=', siteId)
    .where('email_normalized', '=', emailNormalized)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
