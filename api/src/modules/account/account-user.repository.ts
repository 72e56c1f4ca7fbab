import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Confirms an unconfirmed member and shows the profile that waited for it (a new member's profile is
 * disabled until the address is confirmed); a confirmed member stays as is.
 */
export async function confirmUser(db: Db, userId: number): Promise<void> {
  const confirmed = await db
    .updateTable('users')
    .set({ status: 'confirmed' })
    .where('id', '=', userId)
    .where('status', '=', 'not_confirmed')
    .executeTakeFirst();
  if (Number(confirmed.numUpdatedRows) === 0) return;
  await db
    .updateTable('profiles')
    .set({ status: 'active' })
    .where('user_id', '=', userId)
    .where('status', '=', 'disabled')
    .execute();
}

export function updateEmail(db: Db, userId: number, email: string, emailNormalized: string) {
  return db.updateTable('users').set({ email, email_normalized: emailNormalized }).where('id', '=', userId).execute();
}

/** Deletes the member's sessions, but the one named (the current one) when given. */
export function deleteUserSessions(db: Db, userId: number, keepTokenHash: string | null = null) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  return query.execute();
}

/** List-unsubscribe: mail off for this reason, and 'mail' among the disabled notifications (once). */
export function disableMail(db: Db, userId: number) {
  return db
    .updateTable('users')
    .set({
      mail_disabled_reason: 'list_unsubscribe',
      notifications_disabled: sql<string[]>`case when notifications_disabled @> '["mail"]'::jsonb
        then notifications_disabled else notifications_disabled || '["mail"]'::jsonb end`,
    })
    .where('id', '=', userId)
    .returning('language')
    .executeTakeFirst();
}

/** Changes the member's profile status from one value to another; answers whether it did. */
export async function setProfileStatus(
  db: Db,
  userId: number,
  from: 'active' | 'hidden',
  to: 'active' | 'hidden',
): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ status: to })
    .where('user_id', '=', userId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** All mail off by the member's own choice: 'mail' among the disabled notifications (once). */
export function turnMailOff(db: Db, userId: number) {
  return db
    .updateTable('users')
    .set({
      notifications_disabled: sql<string[]>`case when notifications_disabled @> '["mail"]'::jsonb
        then notifications_disabled else notifications_disabled || '["mail"]'::jsonb end`,
    })
    .where('id', '=', userId)
    .execute();
}

/** Mail on again ('mail' removed from the disabled notifications) unless a reason keeps it off. */
export function turnMailOnUnlessBlocked(db: Db, userId: number) {
  return db
    .updateTable('users')
    .set({ notifications_disabled: sql<string[]>`notifications_disabled - 'mail'` })
    .where('id', '=', userId)
    .where('mail_disabled_reason', 'is', null)
    .execute();
}

/** The member's status (a login link of a deleted account does not log in), or undefined. */
export function findUserStatus(db: Db, userId: number) {
  return db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
}
