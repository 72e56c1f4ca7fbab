import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCredits, readBalance } from '../src/modules/credits/credit.service';
import { REPLAYED_HEADER } from '../src/modules/idempotency/idempotency.plugin';
import {
  hashRequest,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  removeExpiredKeys,
} from '../src/modules/idempotency/idempotency.service';
import { closeTestApp, createLedgerApp, insertMember, ledgerOf, TEST_USER_HEADER } from './support/ledger-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const REPLAYED = REPLAYED_HEADER.toLowerCase();

describe.each(DATABASE_KINDS)('Idempotency-Key on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  let echoCalls = 0;
  let flakyCalls = 0;
  let limitedCalls = 0;
  let releaseSlow: () => void = () => {};
  let slowStarted: () => void = () => {};

  beforeAll(async () => {
    test = await createTestApp(kind);
    app = await createLedgerApp(test.db, (instance) => {
      instance.post('/test/echo', async (request) => ({ calls: ++echoCalls, body: request.body ?? null }));
      instance.post('/test/big', async () => ({ calls: ++echoCalls, text: 'x'.repeat(4096) }));
      instance.post('/test/beacon', { config: { idempotency: false } }, async () => ({ calls: ++echoCalls }));
      instance.post('/test/flaky', async () => {
        if (++flakyCalls === 1) throw new Error('database went away');
        return { calls: flakyCalls };
      });
      instance.post('/test/limited', async (_request, reply) => {
        if (++limitedCalls === 1) return reply.code(429).send({ error: 'rate_limited' });
        return { calls: limitedCalls };
      });
      instance.post('/test/slow', async () => {
        slowStarted();
        await new Promise<void>((resolve) => (releaseSlow = resolve));
        return { done: true };
      });
    });
  });
  afterAll(async () => {
    await app?.close();
    await closeTestApp(test);
  });

  const post = (url: string, key: string | null, payload: object, options: { user?: number; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        ...(key === null ? {} : { 'idempotency-key': key }),
        ...(options.user === undefined ? {} : { [TEST_USER_HEADER]: String(options.user) }),
      },
    });

  const funded = async (credits: number) => {
    const userId = await insertMember(test.db);
    if (credits) await changeCredits(test.db, { userId, delta: credits, reason: 'purchase', reference: 'funding' });
    return userId;
  };

  it('replays the first answer with Idempotent-Replayed, and spends once', async () => {
    const user = await funded(10);
    const first = await post('/test/spend', 'spend-1', { amount: 3 }, { user });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ applied: true, balance: 7 });
    expect(first.headers[REPLAYED]).toBeUndefined();
    for (let retry = 0; retry < 3; retry++) {
      const again = await post('/test/spend', 'spend-1', { amount: 3 }, { user });
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers[REPLAYED]).toBe('true');
    }
    expect(await readBalance(test.db, user)).toBe(7);
    expect((await ledgerOf(test.db, user)).filter((row) => row.reference === 'spend-1')).toHaveLength(1);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const first = await post('/test/echo', 'echo-order', { a: 1, b: { c: 2, d: 3 } });
    const again = await post('/test/echo', 'echo-order', { b: { d: 3, c: 2 }, a: 1 });
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('stores the plain answer of a compressed response and replays it compressed', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/test/big',
        payload: {},
        headers: { 'idempotency-key': 'big-1', 'accept-encoding': 'gzip' },
      });
    const first = await send();
    const again = await send();
    for (const response of [first, again]) expect(response.headers['content-encoding']).toBe('gzip');
    expect(again.headers[REPLAYED]).toBe('true');
    expect(gunzipSync(again.rawPayload).toString()).toBe(gunzipSync(first.rawPayload).toString());
    expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toMatchObject({ text: 'x'.repeat(4096) });
  });

  it('refuses the same key with another body, or on another route, with 422 idempotency_key_reused', async () => {
    const user = await funded(10);
    await post('/test/spend', 'spend-2', { amount: 1 }, { user });
    for (const [url, body] of [
      ['/test/spend', { amount: 2 }],
      ['/test/grant', { amount: 1 }],
    ] as const) {
      const reused = await post(url, 'spend-2', body, { user });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({ error: 'idempotency_key_reused' });
    }
    expect(await readBalance(test.db, user)).toBe(9);
  });

  it("scopes keys: one member's key does not replay for another member or another address", async () => {
    const [alice, bob] = [await funded(10), await funded(10)];
    expect((await post('/test/spend', 'shared', { amount: 1 }, { user: alice })).json()).toEqual({
      applied: true,
      balance: 9,
    });
    const forBob = await post('/test/spend', 'shared', { amount: 1 }, { user: bob });
    expect(forBob.headers[REPLAYED]).toBeUndefined();
    expect(forBob.json()).toEqual({ applied: true, balance: 9 });

    const fromA = await post('/test/echo', 'by-address', { n: 1 }, { ip: '192.0.2.1' });
    const fromB = await post('/test/echo', 'by-address', { n: 1 }, { ip: '192.0.2.2' });
    const fromAAgain = await post('/test/echo', 'by-address', { n: 1 }, { ip: '192.0.2.1' });
    expect(fromB.headers[REPLAYED]).toBeUndefined();
    expect(fromB.json().calls).toBe(fromA.json().calls + 1);
    expect(fromAAgain.headers[REPLAYED]).toBe('true');
    expect(fromAAgain.body).toBe(fromA.body);
  });

  it('replays a 4xx too: a refused spend stays refused even after a top-up', async () => {
    const user = await funded(2);
    const refused = await post('/test/spend', 'too-much', { amount: 5 }, { user });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ error: 'insufficient_credits', balance: 2 });
    await changeCredits(test.db, { userId: user, delta: 10, reason: 'purchase', reference: 'top-up' });
    const again = await post('/test/spend', 'too-much', { amount: 5 }, { user });
    expect(again.statusCode).toBe(402);
    expect(again.body).toBe(refused.body);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(await readBalance(test.db, user)).toBe(12);
  });

  it('keeps no key after a 5xx, so the retry runs the handler', async () => {
    const failed = await post('/test/flaky', 'flaky-1', {});
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'internal_error' });
    const rows = await test.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'flaky-1').execute();
    expect(rows).toEqual([]);
    const retried = await post('/test/flaky', 'flaky-1', {});
    expect(retried.statusCode).toBe(200);
    expect(retried.headers[REPLAYED]).toBeUndefined();
    expect(retried.json()).toEqual({ calls: 2 });
  });

  it('keeps no key after a transient 4xx such as 429, so the retry after the wait runs', async () => {
    expect((await post('/test/limited', 'limited-1', {})).statusCode).toBe(429);
    const retried = await post('/test/limited', 'limited-1', {});
    expect(retried.statusCode).toBe(200);
    expect(retried.headers[REPLAYED]).toBeUndefined();
  });

  it('spends once when five identical requests race; the others replay or answer request_in_progress', async () => {
    const user = await funded(10);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/test/spend', 'race-1', { amount: 4 }, { user })),
    );
    const ran = answers.filter((answer) => answer.statusCode === 200 && !answer.headers[REPLAYED]);
    expect(ran).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode === 409) expect(answer.json()).toEqual({ error: 'request_in_progress' });
      else expect(answer.body).toBe(ran[0]!.body);
    }
    expect(await readBalance(test.db, user)).toBe(6);
    expect((await ledgerOf(test.db, user)).filter((row) => row.reference === 'race-1')).toHaveLength(1);
  });

  it('answers 409 request_in_progress while the first attempt runs, then the replay', async () => {
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const first = post('/test/slow', 'slow-1', {});
    // The handler runs: the first attempt holds the key.
    await started;
    const during = await post('/test/slow', 'slow-1', {});
    expect(during.statusCode).toBe(409);
    expect(during.json()).toEqual({ error: 'request_in_progress' });
    releaseSlow();
    expect((await first).json()).toEqual({ done: true });
    const after = await post('/test/slow', 'slow-1', {});
    expect(after.headers[REPLAYED]).toBe('true');
    expect(after.json()).toEqual({ done: true });
  });

  it('takes over a key whose attempt died after charging: the ledger reference keeps it one charge', async () => {
    const user = await funded(10);
    // The process died after the handler committed and before the answer was stored.
    await changeCredits(test.db, { userId: user, delta: -4, reason: 'message', reference: 'crashed-1' });
    const stuck = {
      scope: `user:${user}`,
      key: 'crashed-1',
      request_hash: hashRequest('POST', '/test/spend', { amount: 4 }),
      status_code: null,
      response: null,
    };
    await test.db
      .insertInto('idempotency_keys')
      .values({ ...stuck, created_at: new Date(Date.now() - 10_000) })
      .execute();
    const withinLease = await post('/test/spend', 'crashed-1', { amount: 4 }, { user });
    expect(withinLease.statusCode).toBe(409);

    await test.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - IDEMPOTENCY_LEASE_MS - 1_000) })
      .where('key', '=', 'crashed-1')
      .execute();
    const afterLease = await post('/test/spend', 'crashed-1', { amount: 4 }, { user });
    expect(afterLease.statusCode).toBe(200);
    expect(afterLease.json()).toEqual({ applied: false, balance: 6 });
    expect(await readBalance(test.db, user)).toBe(6);
    const replay = await post('/test/spend', 'crashed-1', { amount: 4 }, { user });
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(replay.body).toBe(afterLease.body);
  });

  it('forgets keys after 24 hours: the key is new again, and the cleanup removes old rows', async () => {
    const first = await post('/test/echo', 'old-key', { v: 1 });
    await test.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1_000) })
      .where('key', '=', 'old-key')
      .execute();
    const reusedLater = await post('/test/echo', 'old-key', { v: 2 });
    expect(reusedLater.statusCode).toBe(200);
    expect(reusedLater.headers[REPLAYED]).toBeUndefined();
    expect(reusedLater.json().calls).toBeGreaterThan(first.json().calls);

    await test.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1_000) })
      .where('key', '=', 'old-key')
      .execute();
    expect(await removeExpiredKeys(test.db)).toBe(1);
    const left = await test.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'old-key').execute();
    expect(left).toEqual([]);
    expect(await test.db.selectFrom('idempotency_keys').select('key').execute()).not.toEqual([]);
  });

  it('refuses a malformed key with 400 validation_failed naming the header', async () => {
    for (const key of ['has space', 'x'.repeat(201), 'semi;colon', 'slash/']) {
      const response = await post('/test/echo', key, {});
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        fields: { 'Idempotency-Key': 'errors.field_invalid' },
      });
    }
    expect((await post('/test/echo', 'A-z_0:9.'.padEnd(200, 'x'), {})).statusCode).toBe(200);
  });

  it('changes nothing without the header, on reads, or on a route that opts out', async () => {
    const before = echoCalls;
    await post('/test/echo', null, { n: 1 });
    await post('/test/echo', null, { n: 1 });
    await post('/test/beacon', 'beacon-1', {});
    const beacon = await post('/test/beacon', 'beacon-1', {});
    expect(beacon.headers[REPLAYED]).toBeUndefined();
    expect(await post('/test/beacon', 'not a key', {})).toMatchObject({ statusCode: 200 });
    expect(echoCalls).toBe(before + 5);
    const read = await app.inject({ method: 'GET', url: '/test/none', headers: { 'idempotency-key': 'bad key' } });
    expect(read.statusCode).toBe(404);
    const stored = await test.db.selectFrom('idempotency_keys').select('key').where('key', 'like', 'beacon%').execute();
    expect(stored).toEqual([]);
  });

  it('is registered on the real app: a repeated complaint is filed once and replayed', async () => {
    const complaint = {
      name: 'Jane Doe',
      email: 'jane@example.com',
      subject: 'billing',
      message: 'I was charged twice for the same credit package.',
    };
    const send = (key: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/complaints.php',
        headers: { 'idempotency-key': key },
        payload: complaint,
      });
    const count = async () => (await test.db.selectFrom('complaints').select('id').execute()).length;
    const before = await count();
    const first = await send('complaint-1');
    const again = await send('complaint-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await count()).toBe(before + 1);
    expect((await send('bad key')).statusCode).toBe(400);
  });
});
