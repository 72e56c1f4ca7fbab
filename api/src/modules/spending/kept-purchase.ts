import { refundAmountOf } from '../credits';

/** A purchase and the credits taken back from it (ledger rows `refund` with its reference `order:<id>`). */
export interface PurchaseWithReturns {
  /** What was paid, minor units. */
  amount: number;
  credits: number;
  /** Credits taken back by a withdrawal, a provider's refund or a charge-back. */
  takenBack: number;
}

/**
 * What the member kept of a purchase, the one rule for everything "bought this month" (ADR 0027):
 * the monthly spending limit (`assertWithinSpendingLimit`, `used`) and the credits bought on
 * /transactions. A purchase withdrawn or refunded in full counts nothing; one refunded in part counts
 * what was kept: its credits less those taken back, and its price less the refund for them, by the
 * withdrawal's own rule (`refundAmountOf`: the unused share of the price), so a withdrawal counts
 * exactly what was paid less what was refunded.
 */
export function keptOfPurchase({ amount, credits, takenBack }: PurchaseWithReturns): {
  amount: number;
  credits: number;
} {
  const taken = Math.min(Math.max(takenBack, 0), Math.max(credits, 0));
  return { amount: amount - refundAmountOf({ amount, credits }, taken), credits: credits - taken };
}
