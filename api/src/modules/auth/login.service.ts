import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findAccountByEmail, updatePasswordHash } from './account.repository';
import { normaliseEmail } from './email';
import { lockoutMinutesLeft } from './lockout.service';
import { insertLoginAttempt } from './login-attempt.repository';
import { hashPassword, needsRehash, verifyPassword } from './password';

export interface LoginInput {
  siteId: number;
  email: string;
  password: string;
  /** The client's address, kept with the attempt. */
  ip: string;
}

/**
 * Checks credentials and answers the member's id. The same steps run whether or not the email has an
 * account (an argon2 verification against a dummy hash when not), and both failures answer
 * login_failed, so neither the answer nor its timing tells whether an account exists. A deleted
 * account is named only after its password was verified.
 */
export async function authenticate(db: Db, input: LoginInput, now = new Date()): Promise<number> {
  const emailNormalized = normaliseEmail(input.email);
  const minutes = await lockoutMinutesLeft(db, input.siteId, emailNormalized, now);
  if (minutes > 0) throw new AppError('login_blocked', { minutes });

  const account = await findAccountByEmail(db, input.siteId, emailNormalized);
  const verified = await verifyPassword(account?.password_hash, input.password);
  await insertLoginAttempt(db, { siteId: input.siteId, emailNormalized, ip: input.ip, succeeded: verified, at: now });
  if (!account?.password_hash || !verified) throw new AppError('login_failed');
  if (account.status === 'deleted') throw new AppError('account_deleted');

  if (needsRehash(account.password_hash)) {
    await updatePasswordHash(db, account.id, await hashPassword(input.password));
  }
  return account.id;
}
