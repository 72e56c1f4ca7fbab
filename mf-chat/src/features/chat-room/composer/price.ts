import type { MessagePrice } from '@app/shared/contract';
import { formatMoney } from '@app/shared/i18n/money';

/**
 * The least a message costs in money, in the member's language: "€0.32" (costs are minor units),
 * written as the payment pages write money (a dollar always with its country: "US$0.40").
 */
export function formatMinimumCost(minimum: MessagePrice['minimum_cost'], language: string): string | null {
  if (!minimum) return null;
  try {
    return formatMoney(minimum.costs, minimum.currency, language);
  } catch {
    return null;
  }
}

/** What the composer says a text message costs: free (with how many are left) or credits and money. */
export type TextPrice = { free: true; left: number } | { free: false; credits: number; from: string | null };

/** The credits the next text message costs: none while free messages are left. */
export function textCredits(price: MessagePrice): number {
  return price.free_messages_left > 0 ? 0 : price.text;
}

/**
 * Whether the next text message cannot be paid: no free message left and fewer credits than it costs
 * (the rule of the server's `insufficient_credits`, with the member's balance as the page knows it).
 */
export function cannotPayText(price: MessagePrice, credits: number | null): boolean {
  return credits !== null && textCredits(price) > credits;
}

/** The price of the next text message from the server's `price` (ADR 0014: the page computes none). */
export function textPrice(price: MessagePrice, language: string): TextPrice {
  if (price.free_messages_left > 0) return { free: true, left: price.free_messages_left };
  return { free: false, credits: price.text, from: formatMinimumCost(price.minimum_cost, language) };
}
