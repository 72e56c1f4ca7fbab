import type { Db } from '../../db/database';

/** What login needs of an account. */
export function findAccountByEmail(db: Db, siteId: number, emailNormalized: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status'])
    .where('site_id', '=', siteId)
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
}

export function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  return db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
