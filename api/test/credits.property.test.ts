import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error';
import { changeCredits } from '../src/modules/credits/credit.service';
import { REPLAYED_HEADER } from '../src/modules/idempotency/idempotency.plugin';
import {
  closeTestApp,
  createLedgerApp,
  expectConsistentBooks,
  insertMember,
  ledgerOf,
  TEST_USER_HEADER,
} from './support/ledger-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/**
 * A spend or a grant is an HTTP request with its own key. A retry sends an earlier request again
 * (same key, same body). A rerun calls changeCredits with an earlier key as reference, as the
 * handler would when it runs again after its answer was lost (ADR 0006).
 */
type Op = { kind: 'spend' | 'grant'; amount: number } | { kind: 'retry' | 'rerun'; of: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('retry' as const), of: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rerun' as const), of: fc.nat() }) },
);

interface Original {
  key: string;
  kind: 'spend' | 'grant';
  amount: number;
  delta: number;
}

interface Outcome {
  key: string;
  /** This call changed the balance: an HTTP answer that ran the handler, or a rerun, with applied true. */
  applied: boolean;
  /** An HTTP answer as the client saw it, last one after retrying 409s. */
  http?: { status: number; body: string; replayed: boolean };
}

const RUNS = 25;

describe.each(DATABASE_KINDS)('credits under concurrent retries on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await createTestApp(kind);
    app = await createLedgerApp(test.db);
  });
  afterAll(async () => {
    await app?.close();
    await closeTestApp(test);
  });

  const send = (userId: number, original: Original) =>
    app.inject({
      method: 'POST',
      url: original.kind === 'spend' ? '/test/spend' : '/test/grant',
      headers: { 'idempotency-key': original.key, [TEST_USER_HEADER]: String(userId) },
      payload: { amount: original.amount },
    });

  async function viaHttp(userId: number, original: Original): Promise<Outcome> {
    let response = await send(userId, original);
    // 409: the first attempt had not answered yet. Everything has answered once the batch is done,
    // but a client would keep retrying, so this does too.
    for (let tries = 0; response.statusCode === 409 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      response = await send(userId, original);
    }
    const replayed = response.headers[REPLAYED_HEADER.toLowerCase()] === 'true';
    const body = response.body;
    const applied = !replayed && response.statusCode === 200 && (JSON.parse(body) as { applied: boolean }).applied;
    return { key: original.key, applied, http: { status: response.statusCode, body, replayed } };
  }

  async function viaRerun(userId: number, original: Original): Promise<Outcome> {
    try {
      const result = await changeCredits(test.db, {
        userId,
        delta: original.delta,
        reason: original.kind === 'spend' ? 'message' : 'bonus',
        reference: original.key,
      });
      return { key: original.key, applied: result.applied };
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_credits')
        return { key: original.key, applied: false };
      throw error;
    }
  }

  it('never goes negative, applies each key at most once, and the books match what was answered', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 60 }),
        fc.array(opArbitrary, { minLength: 1, maxLength: 16 }),
        async (initial, ops) => {
          run++;
          const userId = await insertMember(test.db);
          if (initial > 0) {
            await changeCredits(test.db, { userId, delta: initial, reason: 'purchase', reference: 'initial' });
          }
          const originals: Original[] = [];
          const calls: Array<() => Promise<Outcome>> = [];
          ops.forEach((op, index) => {
            if ('amount' in op) {
              const delta = op.kind === 'spend' ? -op.amount : op.amount;
              const original = { key: `run${run}-op${index}`, kind: op.kind, amount: op.amount, delta };
              originals.push(original);
              calls.push(() => viaHttp(userId, original));
              return;
            }
            const earlier = originals[op.of % Math.max(originals.length, 1)];
            if (!earlier) return;
            calls.push(op.kind === 'retry' ? () => viaHttp(userId, earlier) : () => viaRerun(userId, earlier));
          });

          const outcomes = await Promise.all(calls.map((call) => call()));

          // Every HTTP answer is final (no 5xx, no 409 left), and all answers under one key agree.
          const answers = new Map<string, string>();
          for (const { key, http } of outcomes) {
            if (!http) continue;
            expect([200, 402]).toContain(http.status);
            const seen = `${http.status} ${http.body}`;
            expect(answers.get(key) ?? seen, `answers under ${key}`).toBe(seen);
            answers.set(key, seen);
            if (http.status === 402) {
              const refusal = JSON.parse(http.body) as { error: string; balance: number };
              const original = originals.find((candidate) => candidate.key === key)!;
              expect(refusal.error).toBe('insufficient_credits');
              expect(refusal.balance).toBeLessThan(original.amount);
            }
          }

          // At most one call applied each key, and the ledger holds exactly the applied ones.
          const ledger = await ledgerOf(test.db, userId);
          let expected = initial;
          for (const original of originals) {
            const appliedBy = outcomes.filter((outcome) => outcome.key === original.key && outcome.applied).length;
            expect(appliedBy, `calls that applied ${original.key}`).toBeLessThanOrEqual(1);
            const rows = ledger.filter((row) => row.reference === original.key);
            expect(rows.map((row) => row.delta)).toEqual(appliedBy ? [original.delta] : []);
            if (appliedBy) expected += original.delta;
          }

          // balance_after chains without going below zero; the ledger sums to the balance.
          const balance = await expectConsistentBooks(test.db, userId);
          expect(balance).toBe(expected);
          expect(balance).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: RUNS },
    );

    // The database itself refuses a negative balance: the constraint exists and holds.
    const checks = await sql<{ definition: string; validated: boolean }>`
        select pg_get_constraintdef(oid) as definition, convalidated as validated
        from pg_constraint where conrelid = 'credit_balances'::regclass and contype = 'c'`.execute(test.db);
    expect(checks.rows).toContainEqual({ definition: 'CHECK ((balance >= 0))', validated: true });
    const negative = await test.db.selectFrom('credit_balances').select('user_id').where('balance', '<', 0).execute();
    expect(negative).toEqual([]);
  }, 60_000);
});
