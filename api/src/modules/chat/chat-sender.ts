import { DEFAULT_LANGUAGE, isLanguage, type ChatBlocker, type Language, type MessagePrice } from '@app/shared/contract';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../auth/current-user';
import type { ChatMember } from './chat-access';
import { countTextsSent, findCheapestGift, findFirstWrittenConversations, hasReceivedIn } from './message.repository';
import { freeMessagesLeft, messagePrice, type PriceRules } from './message-price';

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

/** The prices and message length of the member's site. */
export type SiteChatRules = PriceRules & { message_length: number };

export function findSiteChatRules(db: Db, siteId: number): Promise<SiteChatRules> {
  return db
    .selectFrom('sites')
    .select(['message_credits', 'photo_credits', 'gift_credits', 'minimum_message_costs', 'message_length'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
}

/** Free texts left for the member in a conversation (null: one not started yet), ADR 0014. */
export async function freeLeftFor(db: Db, sender: ChatSender, conversation: number | null): Promise<number> {
  if (sender.paidUser) return 0;
  const [firstConversations, textsSentHere] = await Promise.all([
    findFirstWrittenConversations(db, sender.profileId),
    conversation === null ? 0 : countTextsSent(db, conversation, sender.profileId),
  ]);
  return freeMessagesLeft({ paidUser: false, firstConversations, conversation, textsSentHere });
}

/** The price shown before sending in a conversation (or a new one). */
export async function priceFor(
  db: Db,
  sender: ChatSender,
  rules: PriceRules,
  conversation: number | null,
): Promise<MessagePrice> {
  const [freeLeft, cheapestGift] = await Promise.all([freeLeftFor(db, sender, conversation), findCheapestGift(db)]);
  return messagePrice(rules, sender.country, freeLeft, cheapestGift);
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
