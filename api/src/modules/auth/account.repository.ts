import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from './user.table';

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

export async function emailHasAccount(db: Db, siteId: number, emailNormalized: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', siteId)
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
