import { isLanguage, DEFAULT_LANGUAGE, type Profile } from '@app/shared/contract';
import type { Db } from '../../db/database';
import type { LiveOutbox } from '../events';
import { toMessage } from './message-dto';
import type { MessageRow } from './message.repository';

/** One side of a message: the member's user and profile ids, language and public profile. */
export interface MessageParty {
  userId: number;
  profileId: number;
  language: string;
  profile: Profile;
}

/**
 * The live events of a new message, stored in its transaction in one statement: `message` to the
 * recipient with the sender's profile and the recipient's unread count, and to the sender (their other
 * tabs) with the recipient's profile and 0; before it, the sender's new balance when it was charged.
 */
export async function storeMessageEvents(
  trx: Db,
  outbox: LiveOutbox,
  row: MessageRow,
  parties: { sender: MessageParty; recipient: MessageParty; recipientUnread: number; senderCredits: number | null },
): Promise<void> {
  const { sender, recipient } = parties;
  const languageOf = (party: MessageParty) => (isLanguage(party.language) ? party.language : DEFAULT_LANGUAGE);
  const credits =
    parties.senderCredits === null
      ? []
      : [{ userId: sender.userId, event: { type: 'credits' as const, credits: parties.senderCredits } }];
  await outbox.storeAll(trx, [
    ...credits,
    {
      userId: recipient.userId,
      event: {
        type: 'message',
        message: toMessage(row, recipient.profileId, languageOf(recipient)),
        chat: {
          conversation: row.conversation_id,
          profile: sender.profile,
          num_unread_messages: parties.recipientUnread,
        },
      },
    },
    {
      userId: sender.userId,
      event: {
        type: 'message',
        message: toMessage(row, sender.profileId, languageOf(sender)),
        chat: { conversation: row.conversation_id, profile: recipient.profile, num_unread_messages: 0 },
      },
    },
  ]);
}
