import { describe, expect, it } from 'vitest';
import { creditLots, orderIdOfReference, unusedCreditsOfOrderIn, type LedgerRowForLots } from './credit-lots';

let nextId = 0;
const row = (delta: number, reason: string, reference: string | null = null): LedgerRowForLots => ({
  id: ++nextId,
  delta,
  reason,
  reference,
  created_at: new Date(),
});
const remaining = (rows: LedgerRowForLots[]) => creditLots(rows).map((lot) => [lot.reference, lot.remaining]);

describe('credit lots: first in, first out', () => {
  it('makes every positive row a lot, an order’s purchase with its order id', () => {
    const lots = creditLots([row(10, 'signup', 'signup'), row(50, 'purchase', 'order:7'), row(5, 'bonus', 'time')]);
    expect(lots.map((lot) => [lot.reason, lot.orderId, lot.credits, lot.remaining])).toEqual([
      ['signup', null, 10, 10],
      ['purchase', 7, 50, 50],
      ['bonus', null, 5, 5],
    ]);
  });

  it('spends from the oldest lot that still has credits, then the next', () => {
    const rows = [
      row(10, 'signup', 'signup'),
      row(50, 'purchase', 'order:1'),
      row(20, 'purchase', 'order:2'),
      row(-4, 'message', 'k1'),
      row(-8, 'photo', 'k2'),
      row(-3, 'gift', 'k3'),
      row(-1, 'adjustment', null),
    ];
    expect(remaining(rows)).toEqual([
      ['signup', 0],
      ['order:1', 44],
      ['order:2', 20],
    ]);
    expect(unusedCreditsOfOrderIn(rows, 1)).toBe(44);
    expect(unusedCreditsOfOrderIn(rows, 2)).toBe(20);
  });

  it('replays in id order whatever order the rows come in', () => {
    const rows = [row(5, 'purchase', 'order:1'), row(5, 'purchase', 'order:2'), row(-6, 'message', 'k')];
    expect(remaining([...rows].reverse())).toEqual(remaining(rows));
    expect(remaining(rows)).toEqual([
      ['order:1', 0],
      ['order:2', 4],
    ]);
  });

  it('takes a refund of an order from that order’s lot first, the rest from the oldest lots', () => {
    const rows = [
      row(10, 'signup', 'signup'),
      row(30, 'purchase', 'order:1'),
      row(30, 'purchase', 'order:2'),
      row(-35, 'message', 'k1'),
      // order 1 has 5 left; a charge-back of 12 takes those and 7 more from the oldest (order 2).
      row(-12, 'refund', 'order:1'),
    ];
    expect(remaining(rows)).toEqual([
      ['signup', 0],
      ['order:1', 0],
      ['order:2', 23],
    ]);
  });

  it('a refund of the newest order leaves the older lots alone', () => {
    const rows = [row(30, 'purchase', 'order:1'), row(30, 'purchase', 'order:2'), row(-30, 'refund', 'order:2')];
    expect(remaining(rows)).toEqual([
      ['order:1', 30],
      ['order:2', 0],
    ]);
  });

  it('answers 0 for an order without a lot, and takes its refund from the oldest lots', () => {
    const rows = [row(9, 'signup', 'signup'), row(-4, 'refund', 'order:99')];
    expect(unusedCreditsOfOrderIn(rows, 99)).toBe(0);
    expect(remaining(rows)).toEqual([['signup', 5]]);
  });

  it('refuses rows that take more than the lots hold', () => {
    expect(() => creditLots([row(3, 'signup'), row(-4, 'message', 'k')])).toThrow(/1 credits more/);
  });

  it('reads order references exactly', () => {
    expect(orderIdOfReference('order:12')).toBe(12);
    expect(orderIdOfReference('order:12x')).toBeNull();
    expect(orderIdOfReference('xorder:12')).toBeNull();
    expect(orderIdOfReference(null)).toBeNull();
  });
});
