import type { Db } from '../../db/database';

/** The profiles a member has blocked: they disappear from the member's chats and likes. */
export async function findBlockedProfileIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_profile_id')
    .where('blocker_user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.blocked_profile_id));
}
