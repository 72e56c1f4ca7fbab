import { describe, expect, it } from 'vitest';
import { withdrawalDeadline, withdrawalRefusal, type WithdrawableOrder } from './withdrawal-rules';

const DAY_MS = 86_400_000;
const completedAt = new Date('2026-06-20T10:00:00Z');
const order = (change: Partial<WithdrawableOrder> = {}): WithdrawableOrder => ({
  state: 'completed',
  completed_at: completedAt,
  credits: 50,
  amount: 1999,
  ...change,
});

describe('withdrawal rules (ADR 0027)', () => {
  it('ends the period refund_days after completion, never sooner than 14 days', () => {
    expect(withdrawalDeadline(order(), 30)!.getTime() - completedAt.getTime()).toBe(30 * DAY_MS);
    expect(withdrawalDeadline(order(), 7)!.getTime() - completedAt.getTime()).toBe(14 * DAY_MS);
    expect(withdrawalDeadline(order({ completed_at: null }), 14)).toBeNull();
  });

  it('refuses what is not completed, past its period or reversed already', () => {
    const at = (days: number) => new Date(completedAt.getTime() + days * DAY_MS);
    expect(withdrawalRefusal(order(), 14, false, at(14))).toBeNull();
    expect(withdrawalRefusal(order(), 14, false, new Date(at(14).getTime() + 1))).toBe('period_over');
    expect(withdrawalRefusal(order(), 14, true, at(1))).toBe('withdrawn');
    expect(withdrawalRefusal(order({ state: 'charged_back' }), 14, false, at(1))).toBe('withdrawn');
    expect(withdrawalRefusal(order({ state: 'pending', completed_at: null }), 14, false, at(1))).toBe('not_completed');
  });
});
