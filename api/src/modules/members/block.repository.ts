import type { Db } from '../../db/database';

/** Records a block; a block that exists already stays as it is. */
export async function insertBlock(db: Db, blockerUserId: number, blockedProfileId: number): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ blocker_user_id: blockerUserId, blocked_profile_id: blockedProfileId })
    .onConflict((conflict) => conflict.columns(['blocker_user_id', 'blocked_profile_id']).doNothing())
    .execute();
}

/** Removes a block, when there is one. */
export async function deleteBlock(db: Db, blockerUserId: number, blockedProfileId: number): Promise<void> {
  await db
    .deleteFrom('blocks')
    .where('blocker_user_id', '=', blockerUserId)
    .where('blocked_profile_id', '=', blockedProfileId)
    .execute();
}
