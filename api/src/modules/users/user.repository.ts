import type { Language } from '@app/shared/contract';
import type { Db } from '../../db/database';

export function updateLanguage(db: Db, userId: number, language: Language) {
  return db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** Presence: the member's last call of GET /api/user.php. */
export function markSeen(db: Db, userId: number, at: Date) {
  return db.updateTable('users').set({ last_seen_at: at }).where('id', '=', userId).execute();
}

/** Presence: the member's page became hidden (POST /api/page-hidden.php). */
export function markHidden(db: Db, userId: number, at: Date) {
  return db.updateTable('users').set({ last_hidden_at: at }).where('id', '=', userId).execute();
}

export function findUserById(db: Db, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** Makes the member a paying member; answers whether this call did (false when they already were). */
export async function setPaidUser(db: Db, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ paid_user: true })
    .where('id', '=', userId)
    .where('paid_user', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
