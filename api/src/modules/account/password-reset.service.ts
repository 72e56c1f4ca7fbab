import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { consumeRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { accountByEmail, setPasswordHash, normaliseEmail, hashPassword } from '../auth';
import type { AccountMails } from '../mail';
import { deleteUserTokens } from './account-token.repository';
import { consumeAccountToken, issueAccountToken } from './account-token.service';
import { deleteUserSessions } from './account-user.repository';
import { rehearseResetMail } from './password-reset-decoy';

/** Reset mails per email address and day (spec section 8: "try tomorrow"). */
export const RESET_MAILS_PER_EMAIL: RateLimitRule = { name: 'password_reset', limit: 3, windowSeconds: 86_400 };

/**
 * Sends a reset link when the email has a (not deleted) account. The same answer, and the same work
 * (an address without an account rehearses the mail: `rehearseResetMail`), whether or not it has one,
 * so neither the answer nor its timing tells (ADR 0030); counted per email address either way.
 */
export async function requestPasswordReset(
  db: Db,
  mails: AccountMails,
  input: { siteId: number; email: string; origin: string },
): Promise<void> {
  const emailNormalized = normaliseEmail(input.email);
  const limit = await consumeRateLimit(db, RESET_MAILS_PER_EMAIL, `${input.siteId}:${emailNormalized}`);
  if (!limit.allowed) throw new AppError('reset_limit');
  const account = await accountByEmail(db, input.siteId, emailNormalized);
  if (!account || account.status === 'deleted') {
    await rehearseResetMail(db, { siteId: input.siteId, email: emailNormalized, origin: input.origin });
    return;
  }
  const token = await issueAccountToken(db, account.id, 'password_reset');
  await mails.send({
    kind: 'password_reset',
    userId: account.id,
    origin: input.origin,
    link: `${input.origin}/reset-password/do?token=${token}`,
  });
}

/**
 * Sets a new password with a reset link (single use, 1 hour): every session of the member ends and
 * every other reset link stops working. link_invalid when the link is invalid, used or expired.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  // Hashed before the link is used, so that a failure cannot use it up.
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const used = await consumeAccountToken(trx, token, 'password_reset');
    if (!used) throw new AppError('link_invalid');
    await setPasswordHash(trx, used.user_id, passwordHash);
    await deleteUserSessions(trx, used.user_id);
    await deleteUserTokens(trx, used.user_id, 'password_reset');
  });
}
