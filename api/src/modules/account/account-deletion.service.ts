import { ACCOUNT_REACTIVATION_DAYS, type Language } from '@app/shared/contract';
import type { Db } from '../../db/database';
import type { UserStatus } from '../auth';
import type { AccountMails } from '../mail';
import { deleteExpiredAccounts, markAccountDeleted, restoreDeletedAccount } from './account-deletion.repository';
import { consumeAccountToken, issueAccountToken } from './account-token.service';
import { deleteUserSessions, setProfileStatus, turnMailOff, turnMailOnUnlessBlocked } from './account-user.repository';
import { assertPassword } from './credentials.service';

const DAY_MS = 86_400_000;

interface Member {
  id: number;
  site_id: number;
  email: string;
  password_hash: string | null;
  status: UserStatus;
}

/**
 * The exact moment until which an account can be reactivated, in the member's language: a long date
 * and the time, in UTC (the time zone is named, so the moment is unambiguous wherever the member is).
 */
export function formatReactivationDate(date: Date, language: Language): string {
  const formatted = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${formatted} UTC`;
}

/**
 * Deletes an account (spec section 4): after the password check, in one transaction the member is
 * 'deleted' (deleted_at now, reactivate_until in ACCOUNT_REACTIVATION_DAYS days), the profile hidden,
 * every session ended, and a single-use reactivation token issued that expires with reactivate_until.
 * The token row keeps the status the member had, which reactivation restores. Then the reactivation
 * mail goes out. Answers reactivate_until.
 */
export async function deleteAccount(
  db: Db,
  mails: AccountMails,
  member: Member,
  input: { password: string; origin: string; language: Language; now?: Date },
): Promise<Date> {
  await assertPassword(db, member, input.password, 'password');
  const now = input.now ?? new Date();
  const reactivateUntil = new Date(now.getTime() + ACCOUNT_REACTIVATION_DAYS * DAY_MS);
  const token = await db.transaction().execute(async (trx) => {
    await markAccountDeleted(trx, member.id, now, reactivateUntil);
    await deleteUserSessions(trx, member.id);
    return issueAccountToken(trx, member.id, 'reactivation', {
      now,
      expiresAt: reactivateUntil,
      previousStatus: member.status,
    });
  });
  await mails.send({
    kind: 'reactivation',
    userId: member.id,
    origin: input.origin,
    link: `${input.origin}/api/reactivate.php?token=${token}`,
    values: { date: formatReactivationDate(reactivateUntil, input.language) },
  });
  return reactivateUntil;
}

/**
 * Uses a reactivation link (single use, until reactivate_until): the member gets back the status of
 * before the deletion (stored on the token; 'confirmed' if it is missing), the profile is active again
 * (disabled again for an unconfirmed member),
 * deleted_at and reactivate_until are cleared. Answers the member's id, or null when the link is
 * invalid, used or expired, or the account is no longer deleted or past its reactivation date.
 */
export async function reactivateAccount(db: Db, token: string, now = new Date()): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const used = await consumeAccountToken(trx, token, 'reactivation', now);
    if (!used) return null;
    const status: UserStatus = used.previous_status === 'not_confirmed' ? 'not_confirmed' : 'confirmed';
    // An unconfirmed member's profile waits for the confirmation again (disabled), as after sign-up.
    const profileStatus = status === 'not_confirmed' ? 'disabled' : 'active';
    const restored = await restoreDeletedAccount(trx, used.user_id, { status, profileStatus }, now);
    return restored ? used.user_id : null;
  });
}

/**
 * Deletes for good every account whose reactivation date has passed; answers how many. The rows that
 * reference a member without ON DELETE CASCADE (orders with their transitions, discount code uses) go
 * first, then the user row, which cascades to the profile, photos, conversations, messages, ledger,
 * sessions and tokens; then `removePhotos` removes each purged profile's photo files.
 */
export async function purgeDeletedAccounts(
  db: Db,
  now = new Date(),
  removePhotos: (profileId: number) => Promise<void> = async () => undefined,
): Promise<number> {
  const { count, profileIds } = await db.transaction().execute((trx) => deleteExpiredAccounts(trx, now));
  // The files go once the rows are gone for good; a file left by a failure is removed on the next run.
  for (const profileId of profileIds) await removePhotos(profileId);
  return count;
}

/**
 * The pause (PUT /api/account-pause.php): hides the profile from everyone, or shows it again; a
 * disabled profile stays disabled. `mail: false` with `hidden: true` also turns all mail off (`mail`
 * among the disabled notifications; a reason already stored is kept). Showing a hidden profile again
 * turns mail back on when nothing else turned it off (no mail_disabled_reason): a spam complaint, a
 * bounce or a list-unsubscribe keeps mail off.
 */
export async function setProfileHidden(
  db: Db,
  userId: number,
  pause: { hidden: boolean; mail?: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (pause.hidden) {
      await setProfileStatus(trx, userId, 'active', 'hidden');
      if (pause.mail === false) await turnMailOff(trx, userId);
      return;
    }
    const shown = await setProfileStatus(trx, userId, 'hidden', 'active');
    if (shown) await turnMailOnUnlessBlocked(trx, userId);
  });
}
