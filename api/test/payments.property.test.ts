import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFinalPaymentState, type PaymentState } from '@app/shared/contract';
import { canMove } from '../src/modules/payments/payment-states';
import { createSandboxProvider } from '../src/modules/payments/sandbox/sandbox-provider';
import { chatHelpers } from './support/chat-members';
import { withFlakyNetwork } from './support/flaky-provider';
import { expectConsistentBooks, ledgerOf } from './support/ledger-helpers';
import { checkout, decideOnSandboxPage, PAYMENT_TEST_ENV, sandboxCallback } from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/**
 * Payment processing under random interleavings: checkouts, the member's returns and polls,
 * duplicated, late and out-of-order callbacks, provider outages and slow answers, concurrent
 * purchases and chat spends. Whatever happens: credits are granted exactly once per completed
 * payment, never for a failed, cancelled or expired one; the balance is the ledger's sum; every order
 * ends in exactly one final state, reached by legal moves only.
 */
const OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const;
type Outcome = (typeof OUTCOMES)[number];
const STATE_OF: Record<Outcome, PaymentState> = {
  paid: 'completed',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};

type Step =
  | { kind: 'decide'; purchase: number; pendingFirst: boolean }
  | { kind: 'callback'; purchase: number }
  | { kind: 'return' | 'poll'; purchase: number }
  | { kind: 'unknownCallback' }
  | { kind: 'outage'; calls: number }
  | { kind: 'slow'; calls: number }
  | { kind: 'spend' };

const purchaseArbitrary = fc.record({
  code: fc.constantFrom('p0' as const, 'p1' as const),
  outcome: fc.constantFrom(...OUTCOMES),
});

function stepArbitrary(purchases: number): fc.Arbitrary<Step> {
  const purchase = fc.nat({ max: purchases - 1 });
  return fc.oneof(
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('decide' as const), purchase, pendingFirst: fc.boolean() }) },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('callback' as const), purchase }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('return' as const, 'poll' as const), purchase }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'unknownCallback' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('outage' as const), calls: fc.integer({ min: 1, max: 3 }) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('slow' as const), calls: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 3, arbitrary: fc.constant({ kind: 'spend' as const }) },
  );
}

const scenarioArbitrary = fc.array(purchaseArbitrary, { minLength: 1, maxLength: 4 }).chain((purchases) =>
  fc.record({
    purchases: fc.constant(purchases),
    steps: fc.array(stepArbitrary(purchases.length), { minLength: 4, maxLength: 24 }),
    batch: fc.integer({ min: 1, max: 6 }),
  }),
);

const RUNS = 40;

describe.each(DATABASE_KINDS)('payment processing under random interleavings on %s', (kind) => {
  let test: TestApp;
  let trouble: { outages: number; slow: number };
  const chat = chatHelpers(() => test);
  beforeAll(async () => {
    test = await createTestApp(kind, {
      env: PAYMENT_TEST_ENV,
      paymentProvider: (db) => {
        const flaky = withFlakyNetwork(createSandboxProvider(db));
        trouble = flaky.trouble;
        return flaky.provider;
      },
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('grants credits exactly once per completed payment and never otherwise', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async ({ purchases, steps, batch }) => {
        cases += 1;
        trouble.outages = 0;
        trouble.slow = 0;
        const buyer = await chat.member({ paid: true });
        const friend = await chat.member();
        // Concurrent purchases: every checkout at once.
        const started = await Promise.all(
          purchases.map((purchase) => checkout(test, buyer, { code: purchase.code, method: 'creditcard' })),
        );
        const decided = new Set<number>();
        const run = async (step: Step) => {
          switch (step.kind) {
            case 'decide': {
              const { paymentId } = started[step.purchase]!;
              if (step.pendingFirst) await decideOnSandboxPage(test, paymentId, 'pending');
              await decideOnSandboxPage(test, paymentId, purchases[step.purchase]!.outcome);
              decided.add(step.purchase);
              return;
            }
            case 'callback':
              return void (await sandboxCallback(test, started[step.purchase]!.paymentId));
            case 'return':
            case 'poll':
              return void (await test.app.inject({
                url: `/api/payment.php?id=${started[step.purchase]!.order.id}&sync=${step.kind}`,
                cookies: buyer.cookies,
              }));
            case 'unknownCallback':
              return void (await sandboxCallback(test, 'sbx_ffffffffffffffffffffffff'));
            case 'outage':
              trouble.outages += step.calls;
              return;
            case 'slow':
              trouble.slow += step.calls;
              return;
            case 'spend':
              // A chat message (402 when the balance is short), charged on the same balance row.
              return void (await chat.send(buyer, { kind: 'text', profile_id: friend.profileId, body: 'Hi' }));
          }
        };
        for (let index = 0; index < steps.length; index += batch) {
          await Promise.all(steps.slice(index, index + batch).map(run));
        }
        // Eventually the provider settles every payment and a callback gets through.
        trouble.outages = 0;
        trouble.slow = 0;
        for (const [index, purchase] of purchases.entries()) {
          if (!decided.has(index)) await decideOnSandboxPage(test, started[index]!.paymentId, purchase.outcome);
          expect((await sandboxCallback(test, started[index]!.paymentId)).statusCode).toBe(200);
        }

        const ledger = await ledgerOf(test.db, buyer.userId);
        const balance = await expectConsistentBooks(test.db, buyer.userId);
        let granted = 0;
        for (const [index, purchase] of purchases.entries()) {
          const { order } = started[index]!;
          const row = await test.db
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', order.id)
            .executeTakeFirstOrThrow();
          expect(row.state).toBe(STATE_OF[purchase.outcome]);
          expect(isFinalPaymentState(row.state)).toBe(true);
          const grants = ledger.filter(
            (entry) =>
              entry.reason === 'purchase' && entry.reference?.split(':').slice(0, 2).join(':') === `order:${order.id}`,
          );
          expect(grants.map((entry) => entry.delta)).toEqual(purchase.outcome === 'paid' ? [row.credits] : []);
          granted += purchase.outcome === 'paid' ? row.credits : 0;
          // The applied moves form one legal chain from created to the final state.
          const moves = await test.db
            .selectFrom('payment_transitions')
            .select(['from_state', 'to_state'])
            .where('order_id', '=', order.id)
            .where('applied', '=', true)
            .orderBy('id')
            .execute();
          expect(moves[0]).toEqual({ from_state: null, to_state: 'created' });
          for (const [step, move] of moves.slice(1).entries()) {
            expect(move.from_state).toBe(moves[step]!.to_state);
            expect(canMove(move.from_state!, move.to_state)).toBe(true);
          }
          expect(moves.at(-1)!.to_state).toBe(row.state);
        }
        const spent = ledger.filter((entry) => entry.reason === 'message').reduce((sum, entry) => sum - entry.delta, 0);
        expect(balance).toBe(granted - spent);
      }),
      { numRuns: RUNS },
    );
    expect(cases).toBeGreaterThanOrEqual(RUNS);
  });
});
