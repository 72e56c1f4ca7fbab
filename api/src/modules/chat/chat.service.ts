import type { ChatItem } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { findBlockedProfileIds } from '../members/block.repository';
import { publicProfiles } from '../members/public-profile.service';
import { findChatItems } from './chat.repository';

/** The chat list of spec section 3: conversation id, the other member's profile, unread count. */
export async function chatList(db: Db, userId: number, profileId: number): Promise<ChatItem[]> {
  const [rows, blocked] = await Promise.all([findChatItems(db, profileId), findBlockedProfileIds(db, userId)]);
  const visible = rows.filter((row) => !blocked.has(row.other_profile_id));
  const profiles = await publicProfiles(
    db,
    visible.map((row) => row.other_profile_id),
  );
  return visible.flatMap((row) => {
    const profile = profiles.get(row.other_profile_id);
    return profile ? [{ conversation: row.conversation, profile, num_unread_messages: row.unread_count }] : [];
  });
}
