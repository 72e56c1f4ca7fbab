import type { Db } from '../../db/database';
import type { AccountTokenKind } from './account-token.table';

export function insertAccountToken(
  db: Db,
  token: {
    tokenHash: string;
    userId: number;
    kind: AccountTokenKind;
    newEmail: string | null;
    expiresAt: Date | null;
    target?: string | null;
    previousStatus?: string | null;
  },
) {
  return db
    .insertInto('account_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      kind: token.kind,
      new_email: token.newEmail,
      expires_at: token.expiresAt,
      target: token.target ?? null,
      previous_status: token.previousStatus ?? null,
    })
    .execute();
}

/**
 * Marks a live, unused token of a kind as used, in one conditional update (two clicks cannot both use
 * it). Answers its user, new_email, target and previous_status, or undefined.
 */
export function markAccountTokenUsed(db: Db, tokenHash: string, kind: AccountTokenKind, now: Date) {
  return db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning(['user_id', 'new_email', 'target', 'previous_status'])
    .executeTakeFirst();
}

/** A token that is never used up (unsubscribe): answers its user, or undefined. */
export function findLiveAccountToken(db: Db, tokenHash: string, kind: AccountTokenKind, now: Date) {
  return db
    .selectFrom('account_tokens')
    .select(['user_id'])
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
}

/** Removes every token of a kind of a member (earlier reset links once the password changed). */
export function deleteUserTokens(db: Db, userId: number, kind: AccountTokenKind) {
  return db.deleteFrom('account_tokens').where('user_id', '=', userId).where('kind', '=', kind).execute();
}
