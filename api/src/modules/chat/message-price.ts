import {
  FREE_MEMBER_CONVERSATIONS,
  FREE_MESSAGES_PER_CONVERSATION,
  type MessageKind,
  type MessagePrice,
} from '@app/shared/contract';

/** The site's prices (settings of spec section 3). */
export interface PriceRules {
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
}

/** What the free-message rule needs to know about a member and one conversation. */
export interface FreeMessageState {
  /** Premium (ever paid): never free messages. */
  paidUser: boolean;
  /** The first FREE_MEMBER_CONVERSATIONS conversations the member wrote in, first written first. */
  firstConversations: number[];
  /** The conversation in question; null when it does not exist yet. */
  conversation: number | null;
  /** Text messages the member sent in it. */
  textsSentHere: number;
}

/**
 * Free text messages left for the member in a conversation (ADR 0014): a free member's first
 * FREE_MESSAGES_PER_CONVERSATION texts in each of the first FREE_MEMBER_CONVERSATIONS conversations
 * they write in are free; nothing for premium members.
 */
export function freeMessagesLeft(state: FreeMessageState): number {
  if (state.paidUser) return 0;
  const firsts = state.firstConversations.slice(0, FREE_MEMBER_CONVERSATIONS);
  // With fewer than the allowed conversations written, every conversation is (or becomes) one of them.
  const counts =
    firsts.length < FREE_MEMBER_CONVERSATIONS || (state.conversation !== null && firsts.includes(state.conversation));
  return counts ? Math.max(0, FREE_MESSAGES_PER_CONVERSATION - state.textsSentHere) : 0;
}

/**
 * The free-message state after the member sent a message of `kind` in `conversation` (a new one
 * included): it becomes one of their first conversations while they have fewer, and a text counts.
 */
export function stateAfterSending(state: FreeMessageState, conversation: number, kind: MessageKind): FreeMessageState {
  const firsts = state.firstConversations;
  const isFirst = firsts.includes(conversation) || firsts.length >= FREE_MEMBER_CONVERSATIONS;
  return {
    paidUser: state.paidUser,
    firstConversations: isFirst ? firsts : [...firsts, conversation],
    conversation,
    textsSentHere: state.textsSentHere + (kind === 'text' ? 1 : 0),
  };
}

/** A gift's price: its catalogue price, never less than the site's gift_credits. */
export function giftPrice(rules: PriceRules, catalogueCredits: number): number {
  return Math.max(catalogueCredits, rules.gift_credits);
}

/** What one message of a kind costs now, in credits (a gift: pass its catalogue price). */
export function messageCharge(
  rules: PriceRules,
  kind: MessageKind,
  freeLeft: number,
  giftCatalogueCredits = 0,
): number {
  if (kind === 'photo') return rules.photo_credits;
  if (kind === 'gift') return giftPrice(rules, giftCatalogueCredits);
  return freeLeft > 0 ? 0 : rules.message_credits;
}

/**
 * The price shown before sending (MessagePriceSchema): each kind in credits for this member in this
 * conversation, the country's minimum message cost, and the free texts left. The one function both
 * the chat answers and the charge use (through messageCharge).
 */
export function messagePrice(
  rules: PriceRules,
  country: string,
  freeLeft: number,
  cheapestGiftCredits: number,
): MessagePrice {
  return {
    text: messageCharge(rules, 'text', freeLeft),
    photo: messageCharge(rules, 'photo', freeLeft),
    gift: messageCharge(rules, 'gift', freeLeft, cheapestGiftCredits),
    minimum_cost: rules.minimum_message_costs[country] ?? null,
    free_messages_left: freeLeft,
  };
}
