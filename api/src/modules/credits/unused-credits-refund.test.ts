import { describe, expect, it } from 'vitest';
import { refundAmountOf } from './unused-credits-refund';

const purchase = { credits: 50, amount: 1999 };

describe('the price of unused credits (ADR 0027)', () => {
  it('refunds the value of the unused credits, all of it when none was used, never more', () => {
    expect(refundAmountOf(purchase, 43)).toBe(1719);
    expect(refundAmountOf(purchase, 50)).toBe(1999);
    expect(refundAmountOf(purchase, 60)).toBe(1999);
    expect(refundAmountOf(purchase, 0)).toBe(0);
    expect(refundAmountOf({ credits: 3, amount: 100 }, 1)).toBe(33);
  });

  it('refunds nothing of a purchase without credits', () => {
    expect(refundAmountOf({ credits: 0, amount: 100 }, 1)).toBe(0);
    expect(refundAmountOf(purchase, -2)).toBe(0);
  });
});
