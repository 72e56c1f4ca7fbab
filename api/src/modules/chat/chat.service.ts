import { previewText, type ChatItem, type ChatLastMessage, type Language } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { findBlocksEitherWay, publicProfiles } from '../members';
import { localName } from '../reference';
import { findChatItems, type ChatItemRow } from './chat.repository';

/** The member asking for their list: user and profile ids, and the language gift names are shown in. */
export interface ChatListReader {
  userId: number;
  profileId: number;
  language: Language;
}

/**
 * The newest message as the list shows it. Received and read by its recipient: the other member's
 * marks for the member's own message; for theirs, read when nothing is unread.
 */
function lastMessage(row: ChatItemRow, reader: ChatListReader): ChatLastMessage | null {
  if (row.last_id === null || row.last_kind === null || row.last_sender === null || row.last_created_at === null) {
    return null;
  }
  const id = Number(row.last_id);
  const own = row.last_sender === reader.profileId;
  const readUpTo = Number(row.other_read_up_to ?? 0);
  const read = own ? readUpTo >= id : row.unread_count === 0;
  return {
    id,
    sender: row.last_sender,
    kind: row.last_kind,
    text:
      row.last_kind === 'text' && row.last_body_start !== null
        ? previewText(row.last_body_start, Boolean(row.last_body_cut))
        : null,
    gift_name:
      row.last_kind === 'gift' && row.last_gift_names ? localName(row.last_gift_names, reader.language) || null : null,
    created_at: new Date(row.last_created_at).toISOString(),
    delivered: own ? read || Number(row.other_delivered_up_to ?? 0) >= id : true,
    read,
  };
}

/**
 * The chat list of spec section 3: conversation id, the other member's profile, unread count, and the
 * newest message. A block hides the conversation on both sides (spec section 6: the blocked member
 * cannot contact the blocker).
 */
export async function chatList(db: Db, reader: ChatListReader): Promise<ChatItem[]> {
  const [rows, blocks] = await Promise.all([
    findChatItems(db, reader.profileId),
    findBlocksEitherWay(db, { userId: reader.userId, profileId: reader.profileId }),
  ]);
  const hidden = new Set([...blocks.blockedIds, ...blocks.blockerIds]);
  const visible = rows.filter((row) => !hidden.has(row.other_profile_id));
  const profiles = await publicProfiles(
    db,
    visible.map((row) => row.other_profile_id),
  );
  return visible.flatMap((row) => {
    const profile = profiles.get(row.other_profile_id);
    return profile
      ? [
          {
            conversation: row.conversation,
            profile,
            num_unread_messages: row.unread_count,
            last_message: lastMessage(row, reader),
          },
        ]
      : [];
  });
}
