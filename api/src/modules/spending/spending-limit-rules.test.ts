import { describe, expect, it } from 'vitest';
import { duePendingApplied, requestedLimit, type LimitState } from './spending-limit-rules';

const NOW = new Date('2026-05-10T12:00:00Z');
const IN_24_H = new Date('2026-05-11T12:00:00Z');
const none: LimitState = {
  amount: null,
  currency: null,
  pending_set: false,
  pending_amount: null,
  pending_currency: null,
  pending_effective_at: null,
};
const limit = (amount: number, currency = 'EUR'): LimitState => ({ ...none, amount, currency });
const settled = (amount: number | null, currency: string | null) => ({ ...none, amount, currency });

describe('the member’s spending limit: lowering at once, raising after 24 hours', () => {
  it('sets a first limit at once', () => {
    expect(requestedLimit(none, { amount: 5000, currency: 'EUR' }, NOW)).toEqual(settled(5000, 'EUR'));
  });

  it('lowers, or keeps, at once, and drops a waiting raise', () => {
    expect(requestedLimit(limit(5000), { amount: 2000, currency: 'EUR' }, NOW)).toEqual(settled(2000, 'EUR'));
    const waiting = requestedLimit(limit(5000), { amount: 9000, currency: 'EUR' }, NOW);
    expect(requestedLimit(waiting, { amount: 5000, currency: 'EUR' }, NOW)).toEqual(settled(5000, 'EUR'));
  });

  it('raises, removes and changes currency only after SPENDING_LIMIT_RAISE_DELAY_HOURS', () => {
    expect(requestedLimit(limit(5000), { amount: 9000, currency: 'EUR' }, NOW)).toEqual({
      ...limit(5000),
      pending_set: true,
      pending_amount: 9000,
      pending_currency: 'EUR',
      pending_effective_at: IN_24_H,
    });
    expect(requestedLimit(limit(5000), { amount: null, currency: 'EUR' }, NOW)).toMatchObject({
      amount: 5000,
      pending_set: true,
      pending_amount: null,
      pending_effective_at: IN_24_H,
    });
    expect(requestedLimit(limit(5000), { amount: 100, currency: 'GBP' }, NOW)).toMatchObject({
      amount: 5000,
      currency: 'EUR',
      pending_amount: 100,
      pending_currency: 'GBP',
    });
  });

  it('keeps the time of the same waiting change asked again, and restarts it for another', () => {
    const waiting = requestedLimit(limit(5000), { amount: 9000, currency: 'EUR' }, NOW);
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(requestedLimit(waiting, { amount: 9000, currency: 'EUR' }, later).pending_effective_at).toEqual(IN_24_H);
    expect(requestedLimit(waiting, { amount: 9500, currency: 'EUR' }, later).pending_effective_at).toEqual(
      new Date(IN_24_H.getTime() + 3_600_000),
    );
  });

  it('removing no limit changes nothing', () => {
    expect(requestedLimit(none, { amount: null, currency: 'EUR' }, NOW)).toEqual(none);
  });

  it('applies a waiting change when its time has come, not before', () => {
    const raise = requestedLimit(limit(5000), { amount: 9000, currency: 'EUR' }, NOW);
    expect(duePendingApplied(raise, new Date(IN_24_H.getTime() - 1))).toBeNull();
    expect(duePendingApplied(raise, IN_24_H)).toEqual(settled(9000, 'EUR'));
    const removal = requestedLimit(limit(5000), { amount: null, currency: 'EUR' }, NOW);
    expect(duePendingApplied(removal, IN_24_H)).toEqual(settled(null, 'EUR'));
    expect(duePendingApplied(limit(5000), IN_24_H)).toBeNull();
  });
});
