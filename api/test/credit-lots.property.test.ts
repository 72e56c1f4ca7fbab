import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLots, type LedgerRowForLots } from '../src/modules/credits/credit-lots';
import { changeCredits, unusedCreditsOfOrder } from '../src/modules/credits/credit.service';
import type { CreditReason } from '../src/modules/credits/credit.table';
import { closeTestApp, expectConsistentBooks, insertMember } from './support/ledger-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/**
 * Random ledgers as the server writes them: purchases of orders, sign-up and bonus grants, spends on
 * messages, photos, gifts and adjustments, and refunds or charge-backs of an earlier order (reason
 * `refund`, reference `order:<id>`) that take what the balance allows, at most once per order.
 */
type Op =
  | { kind: 'purchase'; amount: number }
  | { kind: 'bonus'; amount: number }
  | { kind: 'spend'; reason: 'message' | 'photo' | 'gift' | 'adjustment'; amount: number }
  | { kind: 'refund'; of: number; amount: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('purchase' as const), amount: fc.integer({ min: 1, max: 60 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bonus' as const), amount: fc.integer({ min: 1, max: 20 }) }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('spend' as const),
      reason: fc.constantFrom('message' as const, 'photo' as const, 'gift' as const, 'adjustment' as const),
      amount: fc.integer({ min: 1, max: 40 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      of: fc.nat(),
      amount: fc.integer({ min: 1, max: 80 }),
    }),
  },
);

interface Row extends LedgerRowForLots {
  reason: CreditReason;
}

/** The ledger the ops make: each op applied when the balance allows it, never below zero. */
function ledgerOf(ops: Op[]): Row[] {
  const rows: Row[] = [];
  const orders: number[] = [];
  const refunded = new Set<number>();
  let balance = 0;
  const append = (delta: number, reason: CreditReason, reference: string | null) => {
    rows.push({ id: rows.length + 1, delta, reason, reference, created_at: new Date(0) });
    balance += delta;
  };
  ops.forEach((op, index) => {
    if (op.kind === 'purchase') {
      orders.push(index);
      append(op.amount, 'purchase', `order:${index}`);
    } else if (op.kind === 'bonus') append(op.amount, 'bonus', `bonus:${index}`);
    else if (op.kind === 'spend') {
      if (op.amount <= balance) append(-op.amount, op.reason, `spend:${index}`);
    } else {
      const order = orders[op.of % Math.max(orders.length, 1)];
      const taken = Math.min(op.amount, balance);
      if (order === undefined || refunded.has(order) || taken === 0) return;
      refunded.add(order);
      append(-taken, 'refund', `order:${order}`);
    }
  });
  return rows;
}

/**
 * The same rule credit by credit, as an oracle: a queue of single credits, each labelled with its
 * lot; a spend removes from the front, an order's refund removes that order's credits first.
 */
function oracle(rows: Row[]): Map<number, number> {
  let queue: number[] = [];
  for (const row of rows) {
    if (row.delta > 0) {
      queue.push(...Array.from({ length: row.delta }, () => row.id));
      continue;
    }
    let wanted = -row.delta;
    const lot = rows.find((candidate) => candidate.delta > 0 && candidate.reference === row.reference)?.id;
    if (lot !== undefined && row.reference?.startsWith('order:')) {
      queue = queue.filter((credit) => (credit === lot && wanted > 0 ? (wanted--, false) : true));
    }
    queue.splice(0, wanted);
  }
  const left = new Map<number, number>();
  for (const credit of queue) left.set(credit, (left.get(credit) ?? 0) + 1);
  return left;
}

/** The invariants of ADR 0027 for one ledger; answers the lots. */
function expectLotInvariants(rows: Row[]) {
  const lots = creditLots(rows);
  const balance = rows.reduce((sum, row) => sum + row.delta, 0);
  expect(
    lots.reduce((sum, lot) => sum + lot.remaining, 0),
    'lots sum to the balance',
  ).toBe(balance);
  for (const lot of lots) {
    expect(lot.remaining, `lot ${lot.ledgerId}`).toBeGreaterThanOrEqual(0);
    expect(lot.remaining, `lot ${lot.ledgerId}`).toBeLessThanOrEqual(lot.credits);
  }
  return lots;
}

describe('credit lots of random ledgers', () => {
  it('sum to the balance, never go below zero or above the lot, and match the credit-by-credit oracle', () => {
    fc.assert(
      fc.property(fc.array(opArbitrary, { minLength: 1, maxLength: 40 }), (ops) => {
        const rows = ledgerOf(ops);
        const lots = expectLotInvariants(rows);
        const left = oracle(rows);
        for (const lot of lots) expect(lot.remaining, `lot ${lot.ledgerId}`).toBe(left.get(lot.ledgerId) ?? 0);
      }),
      { numRuns: 500 },
    );
  });
});

describe.each(DATABASE_KINDS)('credit lots of ledgers written by changeCredits on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await closeTestApp(test);
  });

  it('keep the invariants on the stored ledger, and unusedCreditsOfOrder answers each order’s lot', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 14 }), async (ops) => {
        const userId = await insertMember(test.db);
        // The ids the database gives differ from the model's: references carry the meaning.
        for (const row of ledgerOf(ops)) {
          await changeCredits(test.db, { userId, delta: row.delta, reason: row.reason, reference: row.reference });
        }
        await expectConsistentBooks(test.db, userId);
        const stored = await test.db
          .selectFrom('credit_ledger')
          .select(['id', 'delta', 'reason', 'reference', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute();
        const lots = expectLotInvariants(stored);
        for (const lot of lots.filter((candidate) => candidate.orderId !== null)) {
          const unused = await unusedCreditsOfOrder(test.db, userId, lot.orderId!);
          expect(unused).toBe(lot.remaining);
          expect(unused).toBeLessThanOrEqual(lot.credits);
        }
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
