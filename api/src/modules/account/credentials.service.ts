import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { consumeRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { isEmailTaken, setPasswordHash, normaliseEmail, hashPassword, verifyPassword } from '../auth';
import type { AccountMails } from '../mail';
import { issueAccountToken } from './account-token.service';
import { deleteUserSessions } from './account-user.repository';

/** Checks of the current password per member (password and mail change), against guessing. */
export const PASSWORD_CHECK_RATE_LIMIT: RateLimitRule = { name: 'password_check', limit: 10, windowSeconds: 3600 };

interface Member {
  id: number;
  site_id: number;
  email: string;
  password_hash: string | null;
}

/** The current password, or 400 with `fields.<field>`: errors.password_wrong. */
export async function assertPassword(db: Db, member: Member, password: string, field: string): Promise<void> {
  const limit = await consumeRateLimit(db, PASSWORD_CHECK_RATE_LIMIT, String(member.id));
  if (!limit.allowed) throw new AppError('rate_limited');
  if (!(await verifyPassword(member.password_hash, password))) {
    throw new AppError('validation_failed', { fields: { [field]: 'errors.password_wrong' } });
  }
}

/** Changes the password of a logged-in member; the current session stays, every other one ends. */
export async function changePassword(
  db: Db,
  member: Member,
  input: { oldPassword: string; newPassword: string; currentSessionHash: string | null },
): Promise<void> {
  await assertPassword(db, member, input.oldPassword, 'old_password');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, member.id, passwordHash);
    await deleteUserSessions(trx, member.id, input.currentSessionHash);
  });
}

/**
 * Starts a mail change: the confirmation link (24 hours) to the new address, a notice to the old one.
 * 409 email_taken when the new address has an account on the site.
 */
export async function requestMailChange(
  db: Db,
  mails: AccountMails,
  member: Member,
  input: { newEmail: string; password: string; origin: string },
): Promise<void> {
  await assertPassword(db, member, input.password, 'password');
  const newEmail = input.newEmail.trim();
  if (await isEmailTaken(db, member.site_id, normaliseEmail(newEmail))) throw new AppError('email_taken');
  const token = await issueAccountToken(db, member.id, 'mail_change', { newEmail });
  const values = { new_email: newEmail };
  await mails.send({
    kind: 'mail_change',
    userId: member.id,
    origin: input.origin,
    to: newEmail,
    values,
    link: `${input.origin}/api/mail-change-do.php?token=${token}`,
  });
  await mails.send({
    kind: 'mail_change_notice',
    userId: member.id,
    origin: input.origin,
    values,
    link: `${input.origin}/reset-password`,
  });
}
