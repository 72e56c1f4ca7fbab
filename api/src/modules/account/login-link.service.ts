import type { User } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { loadUserDto } from '../users';
import { consumeAccountToken, issueAccountToken } from './account-token.service';
import { findUserStatus } from './account-user.repository';

/**
 * Whether a login link may lead to a path: same-site only, so a path starting with one '/' and never
 * '//' or '/\' (which browsers read as another host), without control characters or whitespace.
 */
export function isSafeLoginTarget(target: string): boolean {
  return (
    target.length <= 2000 &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/\\') &&
    !/[\s\\]/.test(target) &&
    ![...target].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  );
}

/**
 * A login link for the `/{token}` route of mails: a single-use token (32 random bytes, base64url, of
 * which only the SHA-256 is stored, kind 'login') valid for 7 days (or until `expiresAt`), leading to
 * `target` after login. Throws for a target that is not a same-site path.
 */
export async function createLoginLink(
  db: Db,
  userId: number,
  target: string,
  now = new Date(),
  expiresAt?: Date,
): Promise<string> {
  if (!isSafeLoginTarget(target)) throw new Error(`login link target must be a same-site path: ${target}`);
  return issueAccountToken(db, userId, 'login', { target, now, ...(expiresAt ? { expiresAt } : {}) });
}

/**
 * Uses a login link: answers its member and target. 400 link_invalid when it is unknown, used or
 * expired; 403 account_deleted for a deleted account (the link then stays unused).
 */
async function redeemLoginLink(db: Db, token: string, now = new Date()): Promise<{ userId: number; target: string }> {
  return db.transaction().execute(async (trx) => {
    const used = await consumeAccountToken(trx, token, 'login', now);
    if (!used) throw new AppError('link_invalid');
    const user = await findUserStatus(trx, used.user_id);
    if (!user) throw new AppError('link_invalid');
    if (user.status === 'deleted') throw new AppError('account_deleted');
    const target = used.target && isSafeLoginTarget(used.target) ? used.target : '/members';
    return { userId: used.user_id, target };
  });
}

/**
 * POST /api/login-link.php: uses the login link (`redeemLoginLink`), then `start`s the member's
 * session, and answers the member and the link's target.
 */
export async function logInByLink(
  db: Db,
  token: string,
  start: (userId: number) => Promise<void>,
): Promise<{ user: User; target: string }> {
  const { userId, target } = await redeemLoginLink(db, token);
  await start(userId);
  return { user: await loadUserDto(db, userId), target };
}
