import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database';
import { registerErrorHandler } from '../../src/http/error-handler';
import { changeCredits, readBalance } from '../../src/modules/credits/credit.service';
import { registerIdempotency } from '../../src/modules/idempotency/idempotency.plugin';
import type { TestApp } from './test-app';

let members = 0;

/** A confirmed member of the default site; answers its id. */
export async function insertMember(db: Db): Promise<number> {
  const site = await db
    .selectFrom('sites')
    .select('id')
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const email = `member-${process.pid}-${Date.now()}-${++members}@example.com`;
  const row = await db
    .insertInto('users')
    .values({ site_id: site.id, email, email_normalized: email, status: 'confirmed', language: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function ledgerOf(db: Db, userId: number) {
  return db
    .selectFrom('credit_ledger')
    .select(['id', 'delta', 'balance_after', 'reason', 'reference'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * The books of one member agree: each ledger row's balance_after is the one before plus its delta
 * and never negative, no reference appears twice, and the ledger sums to the stored balance.
 * Answers the balance.
 */
export async function expectConsistentBooks(db: Db, userId: number): Promise<number> {
  const ledger = await ledgerOf(db, userId);
  let running = 0;
  for (const row of ledger) {
    running += row.delta;
    expect(row.balance_after, `ledger row ${row.id}`).toBe(running);
    expect(row.balance_after).toBeGreaterThanOrEqual(0);
  }
  const references = ledger.flatMap((row) => (row.reference === null ? [] : [`${row.reason}:${row.reference}`]));
  expect(new Set(references).size, 'a reference applied twice').toBe(references.length);
  const balance = await readBalance(db, userId);
  expect(balance).toBe(running);
  return balance;
}

export const TEST_USER_HEADER = 'x-test-user';

/**
 * A small app with the real idempotency plugin and error handler on the test database, and routes
 * that spend and grant through the real changeCredits with the Idempotency-Key as reference. Until
 * the auth module exists, a test header stands in for the session and sets `request.user`.
 */
export async function createLedgerApp(db: Db, configure?: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  // Compression registered before the plugin, the harder order: its onSend is per route and runs
  // after the plugin's, which so still sees the plain answer.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['gzip'] });
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const id = request.headers[TEST_USER_HEADER];
    (request as { user?: { id: number } | null }).user = typeof id === 'string' ? { id: Number(id) } : null;
  });
  registerIdempotency(app, db);
  const creditRoute = (url: string, sign: 1 | -1, reason: 'message' | 'bonus') =>
    app.post<{ Body: { amount: number } }>(url, async (request) => {
      const user = (request as { user?: { id: number } | null }).user;
      const key = request.headers['idempotency-key'];
      if (!user || typeof key !== 'string') throw new Error('test route needs a user and a key');
      const result = await changeCredits(db, {
        userId: user.id,
        delta: sign * request.body.amount,
        reason,
        reference: key,
      });
      return { applied: result.applied, balance: result.balance };
    });
  creditRoute('/test/spend', -1, 'message');
  creditRoute('/test/grant', 1, 'bonus');
  configure?.(app);
  await app.ready();
  return app;
}

/**
 * Closes a test app whose pool had many connections. pg's Pool.end() resolves before its clients
 * have hung up, so TestApp.close()'s DROP DATABASE … WITH (FORCE) can kill a client mid-goodbye; the
 * pool has no error listener and the FATAL 57P01 surfaces as an unhandled error. Ending the pool
 * first and giving the clients a moment avoids that (destroy is idempotent; close calls it again).
 */
export async function closeTestApp(test: TestApp | undefined): Promise<void> {
  if (!test) return;
  await test.db.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await test.close();
}
