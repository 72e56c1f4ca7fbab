import type { MonthSpending, SpendingLimit } from '@app/shared/contract/spending-limit';

/** A member's spending limit as GET /api/spending-limit.php answers it (50 € a month, 30 € used, November 2026). */
export function testSpendingLimit(change: Partial<SpendingLimit> = {}): SpendingLimit {
  return {
    amount: 5000,
    currency: 'EUR',
    pending: null,
    ask_before_paid_message: false,
    used: 3000,
    // Midnight in Berlin on 1 December: 23:00 UTC the day before.
    resets_at: '2026-11-30T23:00:00.000Z',
    ...change,
  };
}

/** This month's spending as GET /api/spending.php answers it. */
export function testMonthSpending(change: Partial<MonthSpending> = {}): MonthSpending {
  return {
    since: '2026-10-31T23:00:00.000Z',
    until: '2026-11-30T23:00:00.000Z',
    kinds: [
      { kind: 'message', credits: 30, count: 6 },
      { kind: 'photo', credits: 10, count: 1 },
      { kind: 'gift', credits: 0, count: 0 },
    ],
    credits_bought: 120,
    ...change,
  };
}
