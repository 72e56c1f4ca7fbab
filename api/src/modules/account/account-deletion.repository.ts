import type { Db } from '../../db/database';
import type { UserStatus } from '../auth';

/** Marks the member deleted (until reactivateUntil) and hides the profile. */
export async function markAccountDeleted(db: Db, userId: number, now: Date, reactivateUntil: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ status: 'deleted', deleted_at: now, reactivate_until: reactivateUntil })
    .where('id', '=', userId)
    .execute();
  await db.updateTable('profiles').set({ status: 'hidden' }).where('user_id', '=', userId).execute();
}

/**
 * Gives a deleted member, still within the reactivation date, the status back (deleted_at and
 * reactivate_until cleared) and the profile this status; answers whether the member was reactivated.
 */
export async function restoreDeletedAccount(
  db: Db,
  userId: number,
  restore: { status: UserStatus; profileStatus: 'active' | 'disabled' },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ status: restore.status, deleted_at: null, reactivate_until: null })
    .where('id', '=', userId)
    .where('status', '=', 'deleted')
    .where('reactivate_until', '>', now)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await db.updateTable('profiles').set({ status: restore.profileStatus }).where('user_id', '=', userId).execute();
  return true;
}

/**
 * Deletes every account past its reactivation date, run in a transaction: the rows that reference a
 * member without ON DELETE CASCADE (orders with their transitions, discount code uses) first, then the
 * user row, which cascades to the rest. Answers how many, and the purged profiles' ids.
 */
export async function deleteExpiredAccounts(db: Db, now: Date): Promise<{ count: number; profileIds: number[] }> {
  const expired = db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'deleted')
    .where('reactivate_until', '<=', now);
  const profiles = await db.selectFrom('profiles').select('id').where('user_id', 'in', expired).execute();
  await db.deleteFrom('discount_code_uses').where('user_id', 'in', expired).execute();
  await db.deleteFrom('orders').where('user_id', 'in', expired).execute();
  const deleted = await db
    .deleteFrom('users')
    .where('status', '=', 'deleted')
    .where('reactivate_until', '<=', now)
    .executeTakeFirst();
  return { count: Number(deleted.numDeletedRows), profileIds: profiles.map((profile) => profile.id) };
}
