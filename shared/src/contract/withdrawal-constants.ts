/**
 * Withdrawal and the member's own spending limits (issue 16, ADR 0027). Zod-free: pages use them at
 * render without loading zod.
 */

/** EU law: a consumer may withdraw from a distance contract within 14 days; the site's `refund_days` may give more, never less. */
export const EU_WITHDRAWAL_DAYS = 14;

/** The days a purchase may be withdrawn from: the site's `refund_days`, and never less than EU law. */
export function withdrawalDays(refundDays: number): number {
  return Math.max(EU_WITHDRAWAL_DAYS, refundDays);
}

/** A raised (or removed) monthly spending limit takes effect this many hours after the member asked; a lowered one at once. */
export const SPENDING_LIMIT_RAISE_DELAY_HOURS = 24;

/** What a member's credits are spent on, as /transactions shows the month (ledger reasons). */
export const SPENDING_KINDS = ['message', 'photo', 'gift'] as const;

/** A withdrawal asked for without being logged in: the login link in the mail works this long. */
export const WITHDRAWAL_LINK_VALID_HOURS = 24;
