import type { Db } from '../../db/database';
import { hashSessionToken, newSessionToken } from '../auth';
import { findLiveAccountToken, insertAccountToken, markAccountTokenUsed } from './account-token.repository';
import type { AccountTokenKind } from './account-token.table';

const HOUR_MS = 3_600_000;

/** How long each kind of mail link works; null: for ever (unsubscribe, which is also never used up). */
export const TOKEN_LIFETIME_MS: Record<AccountTokenKind, number | null> = {
  activation: 7 * 24 * HOUR_MS,
  password_reset: HOUR_MS,
  mail_change: 24 * HOUR_MS,
  unsubscribe: null,
  /** Replaced by the account's reactivate_until when issued. */
  reactivation: 14 * 24 * HOUR_MS,
  login: 7 * 24 * HOUR_MS,
  /** The data download of a deleted account: replaced by the account's reactivate_until when issued. */
  export: 14 * 24 * HOUR_MS,
};

/**
 * A new token for a mail link: 32 random bytes, base64url, of which only the SHA-256 is stored with
 * the member, the kind, the expiry, (mail change) the new address, (login) the target and
 * (reactivation) the status before the deletion.
 */
export async function issueAccountToken(
  db: Db,
  userId: number,
  kind: AccountTokenKind,
  options: {
    newEmail?: string;
    now?: Date;
    /** Another expiry than the kind's lifetime (reactivation: reactivate_until). */
    expiresAt?: Date;
    target?: string;
    previousStatus?: string;
  } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const token = newSessionToken();
  const lifetime = TOKEN_LIFETIME_MS[kind];
  await insertAccountToken(db, {
    tokenHash: hashSessionToken(token),
    userId,
    kind,
    newEmail: options.newEmail ?? null,
    expiresAt: options.expiresAt ?? (lifetime === null ? null : new Date(now.getTime() + lifetime)),
    target: options.target ?? null,
    previousStatus: options.previousStatus ?? null,
  });
  return token;
}

/** Uses a single-use token once: its member (and new address), or undefined when invalid, used or expired. */
export function consumeAccountToken(
  db: Db,
  token: string,
  kind: Exclude<AccountTokenKind, 'unsubscribe'>,
  now = new Date(),
) {
  return markAccountTokenUsed(db, hashSessionToken(token), kind, now);
}

/** The member of an unsubscribe token, or undefined. */
export async function unsubscribeTokenUser(db: Db, token: string, now = new Date()): Promise<number | undefined> {
  return (await findLiveAccountToken(db, hashSessionToken(token), 'unsubscribe', now))?.user_id;
}

/** The member of a live export token (used as often as needed until it expires), or undefined. */
export async function exportTokenUser(db: Db, token: string, now = new Date()): Promise<number | undefined> {
  return (await findLiveAccountToken(db, hashSessionToken(token), 'export', now))?.user_id;
}
