import type { z } from 'zod';
import { MESSAGES_PAGE_SIZE, type ChatResponse, type MessagesResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { readBalance } from '../credits';
import { publicProfiles } from '../members';
import { openMembership, receiptFrom, type Membership } from './chat-access';
import { chatPoolOf } from './chat-pool';
import { chatBlocker, isBlockedReply, priceFor, type ChatSender } from './chat-sender';
import { findContact, findMembership } from './conversation.repository';
import { toMessage } from './message-dto';
import { findMessagesBefore } from './message.repository';
import { findSiteChatRules } from './site-chat-rules';

type MessagesResponse = z.infer<typeof MessagesResponseSchema>;

/** A page of messages, oldest first, and whether older ones exist. */
async function messagePage(db: Db, sender: ChatSender, conversation: number, before: number | null) {
  const rows = await findMessagesBefore(db, conversation, before, MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  return {
    messages: page.map((row) => toMessage(row, sender.profileId, sender.language)),
    has_more: rows.length > MESSAGES_PAGE_SIZE,
  };
}

/** The conversation and other member a chat query names, or 404. */
async function resolveChat(
  db: Db,
  sender: ChatSender,
  query: { conversation?: number; profile?: number },
): Promise<{ membership: Membership | null; otherProfileId: number }> {
  if (query.conversation !== undefined) {
    const membership = await openMembership(db, sender, query.conversation);
    if (!membership) throw new AppError('not_found');
    return { membership, otherProfileId: membership.other_profile_id };
  }
  const rules = await findSiteChatRules(db, sender.siteId);
  const contact = await findContact(db, chatPoolOf(rules, sender), sender, query.profile!);
  if (!contact) throw new AppError('not_found');
  const conversation = contact.conversation_id;
  const membership = conversation === null ? undefined : await findMembership(db, conversation, sender.profileId);
  // A chat the member deleted starts again empty from the profile (a new message brings it back).
  const open = membership && membership.deleted_at === null ? membership : null;
  return { membership: open, otherProfileId: contact.id };
}

/**
 * GET /api/chat.php: a conversation (by id, or with a member by profile id) with its newest page of
 * messages, the receipt of the member's own messages, the price of the next message and what blocks
 * writing. 404 for a conversation that is not the member's, deleted by them, or a block either way.
 */
export async function openChat(
  db: Db,
  sender: ChatSender,
  query: { conversation?: number; profile?: number },
): Promise<ChatResponse> {
  const { membership, otherProfileId } = await resolveChat(db, sender, query);
  const conversation = membership?.conversation_id ?? null;
  const rules = await findSiteChatRules(db, sender.siteId);
  const [profiles, page, price, balance, blockedReply] = await Promise.all([
    publicProfiles(db, [otherProfileId]),
    conversation === null ? { messages: [], has_more: false } : messagePage(db, sender, conversation, null),
    priceFor(db, sender, rules, conversation),
    readBalance(db, sender.id),
    isBlockedReply(db, sender, conversation),
  ]);
  const profile = profiles.get(otherProfileId);
  if (!profile) throw new AppError('not_found');
  return {
    conversation,
    profile,
    ...page,
    receipt:
      membership && conversation !== null
        ? receiptFrom(conversation, {
            last_delivered_message_id: membership.other_last_delivered_message_id,
            last_read_message_id: membership.other_last_read_message_id,
          })
        : null,
    price,
    blocker: chatBlocker(blockedReply, price, balance),
  };
}

/** GET /api/messages.php: an older page of a conversation the member may open (else 404). */
export async function olderMessages(
  db: Db,
  sender: ChatSender,
  query: { conversation: number; before: number },
): Promise<MessagesResponse> {
  if (!(await openMembership(db, sender, query.conversation))) throw new AppError('not_found');
  return messagePage(db, sender, query.conversation, query.before);
}
