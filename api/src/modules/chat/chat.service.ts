import type { ChatItem } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { findBlocksEitherWay } from '../members/member-pool';
import { publicProfiles } from '../members/public-profile.service';
import { findChatItems } from './chat.repository';

/**
 * The chat list of spec section 3: conversation id, the other member's profile, unread count. A block
 * hides the conversation on both sides (spec section 6: the blocked member cannot contact the blocker).
 */
export async function chatList(db: Db, userId: number, profileId: number): Promise<ChatItem[]> {
  const [rows, blocks] = await Promise.all([
    findChatItems(db, profileId),
    findBlocksEitherWay(db, { userId, profileId }),
  ]);
  const hidden = new Set([...blocks.blockedIds, ...blocks.blockerIds]);
  const visible = rows.filter((row) => !hidden.has(row.other_profile_id));
  const profiles = await publicProfiles(
    db,
    visible.map((row) => row.other_profile_id),
  );
  return visible.flatMap((row) => {
    const profile = profiles.get(row.other_profile_id);
    return profile ? [{ conversation: row.conversation, profile, num_unread_messages: row.unread_count }] : [];
  });
}
