import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { emailHasAccount, findAccountByEmail, insertUser, updatePasswordHash } from './account.repository';
import type { UsersTable } from './user.table';

/** A new account's row, as sign-up stores it. */
export type NewAccount = Insertable<UsersTable>;

/** What login and a password reset need of an account (id, password hash, status), or undefined. */
export function accountByEmail(db: Db, siteId: number, emailNormalized: string) {
  return findAccountByEmail(db, siteId, emailNormalized);
}

/** Whether the (normalised) address has an account on the site, whatever its status. */
export function isEmailTaken(db: Db, siteId: number, emailNormalized: string): Promise<boolean> {
  return emailHasAccount(db, siteId, emailNormalized);
}

/** Stores a new account; answers its id. */
export function createAccount(db: Db, account: NewAccount): Promise<number> {
  return insertUser(db, account);
}

/** Sets the account's password hash (a change, a reset or a rehash at login). */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await updatePasswordHash(db, userId, passwordHash);
}
