import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFinalPaymentState, type PaymentState } from '@app/shared/contract';
import { canMove } from '../src/modules/payments/payment-states';
import {
  createSandboxProvider,
  SANDBOX_RETURN_REASONS,
  type SandboxReturnReason,
} from '../src/modules/payments/sandbox/sandbox-provider';
import { chatHelpers } from './support/chat-members';
import { buyByDebit, insertActiveMandate, paymentIdOf, returnDebitOnSandboxPage } from './support/debit-purchases';
import { withFlakyNetwork } from './support/flaky-provider';
import { expectConsistentBooks, ledgerOf } from './support/ledger-helpers';
import {
  buyCompleted,
  checkout,
  confirmWithdrawal,
  decideOnSandboxPage,
  PAYMENT_TEST_ENV,
  sandboxCallback,
  withRefundOutages,
} from './support/payments';
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

/**
 * Direct debit (ADR 0026): each purchase completes at once; the bank then pays it, returns it before
 * paying (a failure after completion) or after (a charge-back), or has not decided yet.
 */
const DEBIT_OUTCOMES = ['paid', 'returned', 'paidThenReturned', 'undecided'] as const;
type DebitOutcome = (typeof DEBIT_OUTCOMES)[number];
const isReturned = (outcome: DebitOutcome) => outcome === 'returned' || outcome === 'paidThenReturned';
type DebitStep =
  | { kind: 'settle'; purchase: number }
  | { kind: 'callback'; purchase: number }
  | { kind: 'outage'; calls: number }
  | { kind: 'spend' };

const debitScenarioArbitrary = fc
  .array(
    fc.record({
      code: fc.constantFrom('p0' as const, 'p1' as const),
      outcome: fc.constantFrom(...DEBIT_OUTCOMES),
      reason: fc.constantFrom(...(Object.keys(SANDBOX_RETURN_REASONS) as SandboxReturnReason[])),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .chain((purchases) => {
    const purchase = fc.nat({ max: purchases.length - 1 });
    const step: fc.Arbitrary<DebitStep> = fc.oneof(
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), purchase }) },
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('callback' as const), purchase }) },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('outage' as const), calls: fc.integer({ min: 1, max: 2 }) }),
      },
      { weight: 4, arbitrary: fc.constant({ kind: 'spend' as const }) },
    );
    return fc.record({
      purchases: fc.constant(purchases),
      steps: fc.array(step, { minLength: 3, maxLength: 20 }),
      batch: fc.integer({ min: 1, max: 5 }),
    });
  });

const DEBIT_RUNS = 20;

/**
 * Withdrawals (ADR 0027) with a retried or a new key, the provider's own refunds and charge-backs,
 * refund outages and callbacks, interleaved with chat spends on completed purchases.
 */
type RefundStep =
  | { kind: 'withdraw'; purchase: number; key: number }
  | { kind: 'providerRefund' | 'chargeBack' | 'callback'; purchase: number }
  | { kind: 'refundOutage' }
  | { kind: 'spend' };

const refundScenarioArbitrary = fc
  .array(fc.constantFrom('p0' as const, 'p1' as const), { minLength: 1, maxLength: 3 })
  .chain((codes) => {
    const purchase = fc.nat({ max: codes.length - 1 });
    const step: fc.Arbitrary<RefundStep> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({ kind: fc.constant('withdraw' as const), purchase, key: fc.nat({ max: 1 }) }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constantFrom('providerRefund' as const, 'chargeBack' as const, 'callback' as const),
          purchase,
        }),
      },
      { weight: 1, arbitrary: fc.constant({ kind: 'refundOutage' as const }) },
      { weight: 4, arbitrary: fc.constant({ kind: 'spend' as const }) },
    );
    return fc.record({
      codes: fc.constant(codes),
      steps: fc.array(step, { minLength: 3, maxLength: 20 }),
      batch: fc.integer({ min: 1, max: 5 }),
    });
  });

const REFUND_RUNS = 20;

describe.each(DATABASE_KINDS)('payment processing under random interleavings on %s', (kind) => {
  let test: TestApp;
  let trouble: { outages: number; slow: number };
  let refundTrouble: { refunds: number };
  const chat = chatHelpers(() => test);
  beforeAll(async () => {
    test = await createTestApp(kind, {
      env: PAYMENT_TEST_ENV,
      paymentProvider: (db) => {
        const flaky = withFlakyNetwork(createSandboxProvider(db));
        trouble = flaky.trouble;
        const refunds = withRefundOutages(flaky.provider);
        refundTrouble = refunds.outages;
        return refunds.provider;
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

  it('takes back a returned debit once, never more than it granted, and never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(debitScenarioArbitrary, async ({ purchases, steps, batch }) => {
        trouble.outages = 0;
        trouble.slow = 0;
        const buyer = await chat.member({ paid: true });
        const friend = await chat.member();
        await insertActiveMandate(test, buyer.userId);
        // Concurrent purchases under one mandate: all fit the limit, all complete at once.
        const answers = await Promise.all(purchases.map((purchase) => buyByDebit(test, buyer, purchase.code)));
        const orders = answers.map((answer) => {
          expect(answer.statusCode, answer.body).toBe(201);
          return answer.json().order as { id: number; credits: number; state: string };
        });
        expect(orders.map((order) => order.state)).toEqual(orders.map(() => 'completed'));
        const paymentIds = await Promise.all(orders.map((order) => paymentIdOf(test, order.id)));
        const settled = new Set<number>();
        const settle = async (index: number) => {
          settled.add(index);
          const { outcome, reason } = purchases[index]!;
          if (outcome === 'paid' || outcome === 'paidThenReturned')
            await decideOnSandboxPage(test, paymentIds[index]!, 'paid');
          if (outcome === 'paidThenReturned') await sandboxCallback(test, paymentIds[index]!);
          if (isReturned(outcome)) {
            await returnDebitOnSandboxPage(test, paymentIds[index]!, reason);
          }
        };
        const run = async (step: DebitStep) => {
          switch (step.kind) {
            case 'settle':
              return settled.has(step.purchase) ? undefined : settle(step.purchase);
            case 'callback':
              return void (await sandboxCallback(test, paymentIds[step.purchase]!));
            case 'outage':
              trouble.outages += step.calls;
              return;
            case 'spend':
              return void (await chat.send(buyer, { kind: 'text', profile_id: friend.profileId, body: 'Hi' }));
          }
        };
        for (let index = 0; index < steps.length; index += batch) {
          await Promise.all(steps.slice(index, index + batch).map(run));
        }
        trouble.outages = 0;
        for (const index of purchases.keys()) {
          if (!settled.has(index)) await settle(index);
          for (let round = 0; round < 2; round++) {
            expect((await sandboxCallback(test, paymentIds[index]!)).statusCode).toBe(200);
          }
        }

        const balance = await expectConsistentBooks(test.db, buyer.userId);
        const ledger = await ledgerOf(test.db, buyer.userId);
        let net = 0;
        for (const [index, purchase] of purchases.entries()) {
          const order = orders[index]!;
          const row = await test.db
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', order.id)
            .executeTakeFirstOrThrow();
          const of = (reason: string) =>
            ledger.filter((entry) => entry.reason === reason && entry.reference === `order:${order.id}`);
          expect(of('purchase').map((entry) => entry.delta)).toEqual([row.credits]);
          const taken = of('refund').reduce((sum, entry) => sum - entry.delta, 0);
          expect(of('refund').length).toBeLessThanOrEqual(1);
          const returned = isReturned(purchase.outcome);
          expect(row.state).toBe(returned ? 'charged_back' : 'completed');
          expect(row.return_reason).toBe(returned ? purchase.reason : null);
          expect(taken + row.credits_owed).toBe(returned ? row.credits : 0);
          net += row.credits - taken;
        }
        const spent = ledger.filter((entry) => entry.reason === 'message').reduce((sum, entry) => sum - entry.delta, 0);
        expect(balance).toBe(net - spent);
        const block = await test.db
          .selectFrom('direct_debit_blocks')
          .selectAll()
          .where('user_id', '=', buyer.userId)
          .executeTakeFirst();
        expect(block !== undefined).toBe(purchases.some((purchase) => isReturned(purchase.outcome)));
      }),
      { numRuns: DEBIT_RUNS },
    );
  });

  it('withdraws, refunds and charges back each purchase once, never more than was paid', async () => {
    let ticks = 0;
    await fc.assert(
      fc.asyncProperty(refundScenarioArbitrary, async ({ codes, steps, batch }) => {
        trouble.outages = 0;
        trouble.slow = 0;
        refundTrouble.refunds = 0;
        const buyer = await chat.member({ paid: true });
        const friend = await chat.member();
        const bought: Array<Awaited<ReturnType<typeof buyCompleted>>> = [];
        for (const code of codes) bought.push(await buyCompleted(test, buyer, { code, method: 'creditcard' }));
        const keys = bought.map(() => [randomUUID(), randomUUID()]);
        // What reaches the provider about one payment (our refund, its own refund or charge-back) comes one at a time.
        const queues = bought.map(() => Promise.resolve());
        const atProvider = (index: number, act: () => Promise<unknown>) =>
          (queues[index] = queues[index]!.then(act).then(() => undefined));
        const run = async (step: RefundStep): Promise<unknown> => {
          switch (step.kind) {
            case 'withdraw':
              return atProvider(step.purchase, async () => {
                const { order } = bought[step.purchase]!;
                const answer = await confirmWithdrawal(test, buyer, order.id, keys[step.purchase]![step.key]);
                expect([201, 409]).toContain(answer.statusCode);
              });
            case 'providerRefund': {
              const { paymentId, quote } = bought[step.purchase]!;
              return atProvider(step.purchase, async () => {
                await test.db
                  .updateTable('sandbox_payments')
                  .set({ refunded: quote.amount })
                  .where('id', '=', paymentId)
                  .where('refunded', '=', 0)
                  .where('status', '=', 'paid')
                  .execute();
                await sandboxCallback(test, paymentId);
              });
            }
            case 'chargeBack':
              return atProvider(step.purchase, async () => {
                await test.db
                  .updateTable('sandbox_payments')
                  .set({ status: 'charged_back' })
                  .where('id', '=', bought[step.purchase]!.paymentId)
                  .where('refunded', '=', 0)
                  .where('status', '=', 'paid')
                  .execute();
                await sandboxCallback(test, bought[step.purchase]!.paymentId);
              });
            case 'callback':
              return sandboxCallback(test, bought[step.purchase]!.paymentId);
            case 'refundOutage':
              refundTrouble.refunds += 1;
              return;
            case 'spend':
              return chat.send(buyer, { kind: 'text', profile_id: friend.profileId, body: 'Hi' });
          }
        };
        for (let index = 0; index < steps.length; index += batch) {
          await Promise.all(steps.slice(index, index + batch).map(run));
        }
        await Promise.all(queues);
        // The provider answers again: the worker asks for every refund still pending, and callbacks arrive twice.
        refundTrouble.refunds = 0;
        ticks += 1;
        await test.app.withdrawalRefunds.tick(new Date(Date.now() + ticks * 3_600_000));
        for (const { paymentId } of bought) {
          for (let round = 0; round < 2; round++) expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);
        }

        const balance = await expectConsistentBooks(test.db, buyer.userId);
        const ledger = await ledgerOf(test.db, buyer.userId);
        let net = 0;
        for (const { order, paymentId } of bought) {
          const row = await test.db
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', order.id)
            .executeTakeFirstOrThrow();
          const sandbox = await test.db
            .selectFrom('sandbox_payments')
            .selectAll()
            .where('id', '=', paymentId)
            .executeTakeFirstOrThrow();
          const withdrawal = await test.db
            .selectFrom('withdrawals')
            .selectAll()
            .where('order_id', '=', order.id)
            .executeTakeFirst();
          const refunds = ledger.filter(
            (entry) => entry.reason === 'refund' && entry.reference === `order:${order.id}`,
          );
          expect(refunds.length).toBeLessThanOrEqual(1);
          const taken = refunds.reduce((sum, entry) => sum - entry.delta, 0);
          expect(taken).toBeLessThanOrEqual(row.credits);
          expect(sandbox.refunded).toBeLessThanOrEqual(row.amount);
          if (withdrawal) {
            expect(row.state).toBe('refunded');
            expect(withdrawal.credits_removed).toBe(taken);
            expect(withdrawal.refund_amount).toBe(Math.round((row.amount * taken) / row.credits));
            expect(withdrawal.refund_status).not.toBe('pending');
            // Asked of the provider once: what it refunded is ours, unless it had refunded it all itself first.
            if (withdrawal.refund_status === 'refunded' && withdrawal.refund_amount > 0) {
              expect(sandbox.refunded).toBe(withdrawal.refund_amount);
            }
          } else if (sandbox.refunded > 0) {
            expect(row.state).toBe('refunded');
          } else {
            expect(row.state).toBe(sandbox.status === 'charged_back' ? 'charged_back' : 'completed');
          }
          if (row.state === 'completed') expect(taken).toBe(0);
          net += row.credits - taken;
        }
        const spent = ledger.filter((entry) => entry.reason === 'message').reduce((sum, entry) => sum - entry.delta, 0);
        expect(balance).toBe(net - spent);
        expect(balance).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: REFUND_RUNS },
    );
  });
});
