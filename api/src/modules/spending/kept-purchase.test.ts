import { describe, expect, it } from 'vitest';
import { refundAmountOf } from '../credits/unused-credits-refund';
import { keptOfPurchase } from './kept-purchase';

describe('what a member kept of a purchase', () => {
  it('is all of it when nothing was taken back', () => {
    expect(keptOfPurchase({ amount: 1999, credits: 50, takenBack: 0 })).toEqual({ amount: 1999, credits: 50 });
  });

  it('is nothing when it was withdrawn or refunded in full', () => {
    expect(keptOfPurchase({ amount: 1999, credits: 50, takenBack: 50 })).toEqual({ amount: 0, credits: 0 });
  });

  it('is what was paid less the refund when it was withdrawn in part', () => {
    // 7 of 50 credits used: 43 taken back and €17.19 refunded, €2.80 and 7 credits kept.
    expect(keptOfPurchase({ amount: 1999, credits: 50, takenBack: 43 })).toEqual({ amount: 280, credits: 7 });
    for (let taken = 0; taken <= 50; taken += 1) {
      const kept = keptOfPurchase({ amount: 1999, credits: 50, takenBack: taken });
      expect(kept.amount).toBe(1999 - refundAmountOf({ amount: 1999, credits: 50 }, taken));
      expect(kept.credits).toBe(50 - taken);
    }
  });

  it('never counts less than nothing nor more than the purchase', () => {
    expect(keptOfPurchase({ amount: 499, credits: 10, takenBack: 12 })).toEqual({ amount: 0, credits: 0 });
    expect(keptOfPurchase({ amount: 499, credits: 10, takenBack: -3 })).toEqual({ amount: 499, credits: 10 });
  });
});
