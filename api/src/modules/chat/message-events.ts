import { isLanguage, DEFAULT_LANGUAGE } from '@app/shared/contract';
import type { Db } from '../../db/database';
import type { LiveOutbox } from '../live/live-events.service';
import { publicProfiles } from '../members/public-profile.service';
import { toMessage } from './message-dto';
import type { MessageRow } from './message.repository';

/** One side of a message: the member's user and profile ids and their language. */
export interface MessageParty {
  userId: number;
  profileId: number;
  language: string;
}

/**
 * The `message` live events of a new message, stored in its transaction: to the recipient with the
 * sender's profile and the recipient's unread count, to the sender (their other tabs) with the
 * recipient's profile and 0.
 */
export async function storeMessageEvents(
  trx: Db,
  outbox: LiveOutbox,
  row: MessageRow,
  parties: { sender: MessageParty; recipient: MessageParty; recipientUnread: number },
): Promise<void> {
  const { sender, recipient } = parties;
  const profiles = await publicProfiles(trx, [sender.profileId, recipient.profileId]);
  const senderProfile = profiles.get(sender.profileId);
  const recipientProfile = profiles.get(recipient.profileId);
  if (!senderProfile || !recipientProfile) throw new Error(`profiles of message ${row.id} missing`);
  const languageOf = (party: MessageParty) => (isLanguage(party.language) ? party.language : DEFAULT_LANGUAGE);
  await outbox.store(trx, recipient.userId, {
    type: 'message',
    message: toMessage(row, recipient.profileId, languageOf(recipient)),
    chat: { conversation: row.conversation_id, profile: senderProfile, num_unread_messages: parties.recipientUnread },
  });
  await outbox.store(trx, sender.userId, {
    type: 'message',
    message: toMessage(row, sender.profileId, languageOf(sender)),
    chat: { conversation: row.conversation_id, profile: recipientProfile, num_unread_messages: 0 },
  });
}
