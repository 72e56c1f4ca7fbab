import { DEFAULT_LANGUAGE, isLanguage, type ChatBlocker, type Language, type MessagePrice } from '@app/shared/contract';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../auth';
import type { ChatMember } from './chat-access';
import { findFreeMessageCounts, hasReceivedIn } from './message.repository';
import { freeMessagesLeft, messagePrice, type FreeMessageState } from './message-price';
import type { SiteChatRules } from './site-chat-rules';

/** The member who reads or writes in a chat, with what the price and the rules need. */
export interface ChatSender extends ChatMember {
  paidUser: boolean;
  unconfirmed: boolean;
  siteId: number;
  country: string;
  language: Language;
}

export function chatSenderOf(user: CurrentUser): ChatSender {
  return {
    id: user.id,
    profileId: user.profile.id,
    paidUser: user.paid_user,
    unconfirmed: user.status === 'not_confirmed',
    siteId: user.site_id,
    country: user.profile.country,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
  };
}

/** What the free-message rule needs to know about the member and a conversation (null: a new one). */
export async function freeStateOf(db: Db, sender: ChatSender, conversation: number | null): Promise<FreeMessageState> {
  if (sender.paidUser) return { paidUser: true, firstConversations: [], conversation, textsSentHere: 0 };
  const counts = await findFreeMessageCounts(db, sender.profileId, conversation);
  return { paidUser: false, conversation, ...counts };
}

/** Free texts left for the member in a conversation (null: one not started yet), ADR 0014. */
export async function freeLeftFor(db: Db, sender: ChatSender, conversation: number | null): Promise<number> {
  return freeMessagesLeft(await freeStateOf(db, sender, conversation));
}

/** The price shown before sending in a conversation (or a new one). */
export async function priceFor(
  db: Db,
  sender: ChatSender,
  rules: SiteChatRules,
  conversation: number | null,
): Promise<MessagePrice> {
  return messagePrice(rules, sender.country, await freeLeftFor(db, sender, conversation), rules.cheapest_gift);
}

/**
 * Spec section 1: an unconfirmed member may write first, but cannot reply. A message is a reply once
 * the other member has written in the conversation.
 */
export async function isBlockedReply(db: Db, sender: ChatSender, conversation: number | null): Promise<boolean> {
  return sender.unconfirmed && conversation !== null && hasReceivedIn(db, conversation, sender.profileId);
}

/**
 * Why the member cannot write a text now (null when they can): an unconfirmed member's reply, or too
 * few credits for the next text.
 */
export function chatBlocker(blockedReply: boolean, price: MessagePrice, balance: number): ChatBlocker | null {
  if (blockedReply) return 'email_unconfirmed';
  if (price.text > balance) return 'insufficient_credits';
  return null;
}
