/** A purchase as its price share needs it: what was paid (minor units) for how many credits. */
interface PricedCredits {
  credits: number;
  amount: number;
}

/**
 * The price of `unused` of a purchase's credits, minor units (ADR 0027): round(amount × unused /
 * credits), all of the amount when none was used, never more than was paid. What a withdrawal
 * refunds, and what a purchase counts less for the spending limit once credits are taken back.
 */
export function refundAmountOf(purchase: PricedCredits, unused: number): number {
  if (purchase.credits <= 0 || unused <= 0) return 0;
  if (unused >= purchase.credits) return purchase.amount;
  return Math.min(purchase.amount, Math.round((purchase.amount * unused) / purchase.credits));
}
