import { describe, expect, it } from 'vitest';
import { FREE_MEMBER_CONVERSATIONS, FREE_MESSAGES_PER_CONVERSATION } from '@app/shared/contract';
import {
  freeMessagesLeft,
  giftPrice,
  messageCharge,
  messagePrice,
  stateAfterSending,
  type PriceRules,
} from './message-price';

const RULES: PriceRules = {
  message_credits: 1,
  photo_credits: 2,
  gift_credits: 3,
  minimum_message_costs: { NL: { costs: 32, currency: 'EUR' } },
};

const free = (firstConversations: number[], conversation: number | null, textsSentHere = 0) =>
  freeMessagesLeft({ paidUser: false, firstConversations, conversation, textsSentHere });

describe('free messages (ADR 0014)', () => {
  it('gives a free member the free texts in a new conversation while fewer than the allowed ones are written', () => {
    expect(FREE_MEMBER_CONVERSATIONS).toBe(2);
    expect(free([], null)).toBe(FREE_MESSAGES_PER_CONVERSATION);
    expect(free([7], null)).toBe(FREE_MESSAGES_PER_CONVERSATION);
    expect(free([7], 8)).toBe(FREE_MESSAGES_PER_CONVERSATION);
  });

  it('counts down within one of the first conversations', () => {
    expect(free([7], 7, 1)).toBe(FREE_MESSAGES_PER_CONVERSATION - 1);
    expect(free([7, 8], 8, FREE_MESSAGES_PER_CONVERSATION - 1)).toBe(1);
    expect(free([7, 8], 7, FREE_MESSAGES_PER_CONVERSATION)).toBe(0);
    expect(free([7, 8], 7, FREE_MESSAGES_PER_CONVERSATION + 4)).toBe(0);
  });

  it('gives nothing in a third conversation, new or already written', () => {
    expect(free([7, 8], null)).toBe(0);
    expect(free([7, 8], 9)).toBe(0);
    expect(free([7, 8], 9, 1)).toBe(0);
  });

  it('gives a premium member no free messages', () => {
    expect(freeMessagesLeft({ paidUser: true, firstConversations: [], conversation: null, textsSentHere: 0 })).toBe(0);
  });
});

describe('message prices', () => {
  it('charges a text only without free messages left; a photo always its photo_credits', () => {
    expect(messageCharge(RULES, 'text', 2)).toBe(0);
    expect(messageCharge(RULES, 'text', 0)).toBe(1);
    expect(messageCharge(RULES, 'photo', 3)).toBe(2);
  });

  it("charges a gift its catalogue price, never less than the site's gift_credits", () => {
    expect(giftPrice(RULES, 10)).toBe(10);
    expect(giftPrice(RULES, 1)).toBe(3);
    expect(messageCharge(RULES, 'gift', 3, 25)).toBe(25);
  });

  it('shows the same prices it charges, with the country minimum cost and the free texts left', () => {
    const price = messagePrice(RULES, 'NL', 2, 4);
    expect(price).toEqual({
      text: messageCharge(RULES, 'text', 2),
      photo: messageCharge(RULES, 'photo', 2),
      gift: messageCharge(RULES, 'gift', 2, 4),
      minimum_cost: { costs: 32, currency: 'EUR' },
      free_messages_left: 2,
    });
    expect(price.text).toBe(0);
    expect(messagePrice(RULES, 'SE', 0, 4)).toMatchObject({ text: 1, minimum_cost: null, free_messages_left: 0 });
  });
});

const state = (firstConversations: number[], conversation: number | null, textsSentHere = 0) => ({
  paidUser: false,
  firstConversations,
  conversation,
  textsSentHere,
});

describe('free messages after a send', () => {
  it('counts the text, and makes a new conversation one of the first while there are fewer', () => {
    const first = stateAfterSending(state([], null), 7, 'text');
    expect(first).toMatchObject({ firstConversations: [7], conversation: 7, textsSentHere: 1 });
    expect(freeMessagesLeft(first)).toBe(FREE_MESSAGES_PER_CONVERSATION - 1);
    expect(stateAfterSending(state([7], 7, 1), 7, 'gift')).toMatchObject({ firstConversations: [7], textsSentHere: 1 });
  });

  it('leaves a conversation beyond the first ones without free texts', () => {
    const full = Array.from({ length: FREE_MEMBER_CONVERSATIONS }, (_, index) => index + 1);
    const after = stateAfterSending(state(full, null), 99, 'text');
    expect(after.firstConversations).toEqual(full);
    expect(freeMessagesLeft(after)).toBe(0);
  });
});
