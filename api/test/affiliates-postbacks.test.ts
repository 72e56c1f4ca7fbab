import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_COOKIE } from '@app/shared/contract';
import { recordSignupConversion } from '../src/modules/affiliates/conversion.service';
import { createPostbackWorker } from '../src/modules/affiliates/postback-worker';
import { mailsTo, tokenIn } from './support/account-helpers';
import { nextTestIp, signUpMember, type SignedUpMember } from './support/members';
import { checkout, decideOnSandboxPage, orderState, PAYMENT_TEST_ENV, sandboxCallback } from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/**
 * A network's postback endpoint on 127.0.0.1: records every request by path and answers the statuses
 * scripted for the path, one per request (200 once they are used up; 0: no answer).
 */
async function startReceiver() {
  const received: URL[] = [];
  const scripts = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    received.push(url);
    const status = scripts.get(url.pathname)?.shift() ?? 200;
    if (status === 0) return; // no answer at all (until the server closes)
    response.statusCode = status;
    response.end('ok');
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The requests to a path, oldest first. */
    at: (path: string) => received.filter((url) => url.pathname === path),
    answer: (path: string, statuses: number[]) => scripts.set(path, [...statuses]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (just freed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const TEMPLATE =
  '?click={ref}&tx={conversion_id}&event={event}&amount={amount}&currency={currency}&s1={sub1}&s2={sub2}&s3={sub3}';
const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('affiliate conversions and postbacks on %s', (kind) => {
  let test: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    test = await createTestApp(kind, { env: PAYMENT_TEST_ENV });
  });
  afterAll(async () => {
    await test?.close();
    await receiver?.close();
  });

  /** A network whose postbacks go to `path` on the receiver. */
  async function addNetwork(name: string, path: string) {
    const row = await test.db
      .insertInto('affiliate_networks')
      .values({ name, postback_url: `${receiver.origin}${path}${TEMPLATE}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const fromNetwork = (network: string, ref: string, subs: Record<string, string> = {}) =>
    signUpMember(test, { tracking: { network, ref, ...subs } });
  const tick = (at = new Date()) => test.app.affiliatePostbacks.tick(at);
  const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
  const conversionsOf = (userId: number) =>
    test.db.selectFrom('affiliate_conversions').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const postbacksOf = (networkId: number) =>
    test.db.selectFrom('affiliate_postbacks').selectAll().where('network_id', '=', networkId).orderBy('id').execute();
  const networkOf = (id: number) =>
    test.db.selectFrom('affiliate_networks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function activate(member: SignedUpMember) {
    const token = tokenIn((await mailsTo(test, member.email))[0]!.text_body, '/api/activate.php');
    const answer = await test.app.inject({ url: `/api/activate.php?token=${token}` });
    expect(answer.headers.location).toBe('/activate/done');
  }
  async function pay(member: SignedUpMember, code: 'p0' | 'p1' | 'p2') {
    const { order, paymentId } = await checkout(test, member, { code });
    await decideOnSandboxPage(test, paymentId, 'paid');
    expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);
    expect(await orderState(test, order.id)).toBe('completed');
    return order.id;
  }

  it('reports sign-up, confirmed email, first and later purchase with ref, conversion id and amount, once each', async () => {
    await addNetwork('net-flow', '/flow');
    const member = await fromNetwork('net-flow', 'click-1', { sub1: 'a b', sub3: 'c&d' });
    expect(await tick()).toMatchObject({ sent: 1 });
    await activate(member);
    expect(await tick()).toMatchObject({ sent: 1 });
    const firstOrder = await pay(member, 'p1');
    const secondOrder = await pay(member, 'p0');
    expect(await tick()).toMatchObject({ sent: 2 });
    expect(await tick(later(600))).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const requests = receiver.at('/flow');
    expect(requests.map((url) => url.searchParams.get('event'))).toEqual([
      'signup',
      'email_confirmed',
      'first_purchase',
      'purchase',
    ]);
    for (const url of requests) {
      expect(url.searchParams.get('click')).toBe('click-1');
      expect(url.searchParams.get('s1')).toBe('a b');
      expect(url.searchParams.get('s2')).toBe('');
      expect(url.searchParams.get('s3')).toBe('c&d');
    }
    expect(requests.map((url) => [url.searchParams.get('amount'), url.searchParams.get('currency')])).toEqual([
      ['', ''],
      ['', ''],
      ['19.99', 'EUR'],
      ['4.99', 'EUR'],
    ]);
    const conversions = await conversionsOf(member.userId);
    expect(conversions.map((row) => [row.event, row.order_id, row.amount])).toEqual([
      ['signup', null, null],
      ['email_confirmed', null, null],
      ['first_purchase', firstOrder, 1999],
      ['purchase', secondOrder, 499],
    ]);
    expect(requests.map((url) => url.searchParams.get('tx'))).toEqual(conversions.map((row) => row.public_id));
    expect(new Set(conversions.map((row) => row.public_id)).size).toBe(4);

    const page = await test.app.inject({ url: '/dev/affiliates' });
    expect(page.body).toContain(conversions[2]!.public_id);
    expect(page.body).toContain('19.99 EUR');
  });

  it('records no conversion for a member without a network, and no postback for a network without a row', async () => {
    const plain = await signUpMember(test);
    await activate(plain);
    expect(await conversionsOf(plain.userId)).toEqual([]);

    const unknown = await fromNetwork('net-unconfigured', 'click-u');
    const conversions = await conversionsOf(unknown.userId);
    expect(conversions).toMatchObject([{ event: 'signup', network: 'net-unconfigured', ref: 'click-u' }]);
    const postbacks = await test.db
      .selectFrom('affiliate_postbacks')
      .select('id')
      .where('conversion_id', '=', conversions[0]!.id)
      .execute();
    expect(postbacks).toEqual([]);
    const page = await test.app.inject({ url: '/dev/affiliates' });
    expect(page.body).toMatch(new RegExp(`${conversions[0]!.public_id}</td>.*no postback configured`));
  });

  it('reports the conversion of a member who signed up with a landing cookie', async () => {
    await addNetwork('net-landing', '/landing');
    const landed = await test.app.inject({
      method: 'POST',
      url: '/api/landing.php',
      remoteAddress: nextTestIp(),
      payload: { network: 'net-landing', ref: 'click-l', landing_path: '/landers/video' },
    });
    const cookie = landed.cookies.find((item) => item.name === LANDING_COOKIE.name)!.value;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      remoteAddress: nextTestIp(),
      cookies: { [LANDING_COOKIE.name]: cookie },
      payload: {
        email: `landing-${kind}-${Date.now()}@example.com`,
        name: 'Robin',
        date_of_birth: '1988-02-10',
        password: 'a-long-test-password',
        gender: 'female',
        sexuality: 'bi',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await tick();
    expect(receiver.at('/landing').map((url) => url.searchParams.get('click'))).toEqual(['click-l']);
  });

  it('retries a 503 with backoff and delivers once on the 200 after', async () => {
    const networkId = await addNetwork('net-flaky', '/flaky');
    receiver.answer('/flaky', [503, 200]);
    await fromNetwork('net-flaky', 'click-f');
    const start = new Date();
    expect(await tick(start)).toMatchObject({ retrying: 1 });
    const [waiting] = await postbacksOf(networkId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_status: 503, last_error: 'HTTP 503' });
    expect(new Date(waiting!.next_attempt_at).getTime()).toBe(start.getTime() + MINUTE);

    // Not due yet.
    expect(await tick(new Date(start.getTime() + 30_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await tick(new Date(start.getTime() + MINUTE))).toMatchObject({ sent: 1 });
    expect(await tick(later(600))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const requests = receiver.at('/flaky');
    expect(requests).toHaveLength(2);
    expect(requests[0]!.searchParams.get('tx')).toBe(requests[1]!.searchParams.get('tx'));
    expect(await postbacksOf(networkId)).toMatchObject([
      { status: 'sent', attempts: 2, last_status: 200, last_error: null },
    ]);
    expect((await networkOf(networkId)).consecutive_failures).toBe(0);
  });

  it('retries a network that does not answer in time or refuses the connection', async () => {
    const slowId = await addNetwork('net-slow', '/slow');
    receiver.answer('/slow', [0]);
    await fromNetwork('net-slow', 'click-s');
    const impatient = createPostbackWorker({ db: test.db, log: test.app.log, timeoutMs: 300 });
    expect(await impatient.tick()).toMatchObject({ retrying: 1 });
    expect((await postbacksOf(slowId))[0]).toMatchObject({ status: 'pending', last_status: null });
    expect((await postbacksOf(slowId))[0]!.last_error).toMatch(/^TimeoutError/);

    const closedId = (
      await test.db
        .insertInto('affiliate_networks')
        .values({ name: 'net-closed', postback_url: `http://127.0.0.1:${await closedPort()}/pb${TEMPLATE}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await fromNetwork('net-closed', 'click-c');
    expect(await tick()).toMatchObject({ retrying: 1 });
    expect((await postbacksOf(closedId))[0]).toMatchObject({ status: 'pending', attempts: 1, last_status: null });
    expect((await postbacksOf(closedId))[0]!.last_error).toMatch(/ECONNREFUSED/);
    // Out of the way of the tests after this one.
    await test.db
      .updateTable('affiliate_networks')
      .set({ paused_at: new Date() })
      .where('id', 'in', [slowId, closedId])
      .execute();
  });

  it('does not retry a 400, and fails a postback for good when its retries are used up', async () => {
    const networkId = await addNetwork('net-refusing', '/refusing');
    receiver.answer('/refusing', [400, 503]);
    await fromNetwork('net-refusing', 'click-r1');
    expect(await tick()).toMatchObject({ failed: 1 });
    expect(await tick(later(600))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(receiver.at('/refusing')).toHaveLength(1);
    expect(await postbacksOf(networkId)).toMatchObject([{ status: 'failed', attempts: 1, last_status: 400 }]);

    await fromNetwork('net-refusing', 'click-r2');
    await test.db
      .updateTable('affiliate_postbacks')
      .set({ attempts: 7 })
      .where('network_id', '=', networkId)
      .where('status', '=', 'pending')
      .execute();
    expect(await tick()).toMatchObject({ failed: 1 });
    expect((await postbacksOf(networkId))[1]).toMatchObject({ status: 'failed', attempts: 8, last_status: 503 });
    expect((await networkOf(networkId)).consecutive_failures).toBe(2);
  });

  it('never sends one conversion twice: a repeated hook, a worker run twice, two workers racing', async () => {
    const networkId = await addNetwork('net-race', '/race');
    const members: SignedUpMember[] = [];
    for (let index = 0; index < 6; index++) members.push(await fromNetwork('net-race', `click-${index}`));
    // The sign-up hook again for the first member: the conversion is stored once.
    await test.db
      .transaction()
      .execute((trx) => recordSignupConversion(trx, { userId: members[0]!.userId, landingId: null }));
    expect(await conversionsOf(members[0]!.userId)).toHaveLength(1);

    // Two workers of two batches each, running at the same time, then both again later.
    const workers = [1, 2].map(() => createPostbackWorker({ db: test.db, log: test.app.log, batchSize: 2 }));
    const now = new Date();
    await Promise.all(workers.flatMap((worker) => [worker.tick(now), worker.tick(now)]));
    await Promise.all([...workers.map((worker) => worker.tick(now)), tick(now)]);
    await Promise.all([tick(later(600)), ...workers.map((worker) => worker.tick(later(600)))]);
    const refs = receiver.at('/race').map((url) => url.searchParams.get('click'));
    expect(refs.toSorted()).toEqual(members.map((_member, index) => `click-${index}`).toSorted());
    const postbacks = await postbacksOf(networkId);
    expect(postbacks).toHaveLength(6);
    expect(postbacks.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('pauses a network after 5 postbacks in a row failed for good; its postbacks wait until it is unpaused', async () => {
    const networkId = await addNetwork('net-down', '/down');
    receiver.answer('/down', [404, 404, 404, 404, 404]);
    for (let index = 0; index < 5; index++) await fromNetwork('net-down', `click-d${index}`);
    expect(await tick()).toMatchObject({ failed: 5 });
    const paused = await networkOf(networkId);
    expect(paused.consecutive_failures).toBe(5);
    expect(paused.paused_at).not.toBeNull();

    const waiting = await fromNetwork('net-down', 'click-wait');
    expect(await tick(later(60))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(receiver.at('/down')).toHaveLength(5);
    const page = await test.app.inject({ url: '/dev/affiliates' });
    expect(page.body).toMatch(/net-down<\/td><td><code>[^<]*<\/code><\/td><td><span class="paused">paused<\/span>/);
    expect(page.body).toContain('waiting: network paused');

    const unpause = await test.app.inject({
      method: 'POST',
      url: `/dev/affiliates/${networkId}/unpause`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(unpause.statusCode).toBe(303);
    expect(unpause.headers.location).toBe('/dev/affiliates');
    expect(await networkOf(networkId)).toMatchObject({ paused_at: null, consecutive_failures: 0 });
    expect(await tick()).toMatchObject({ sent: 1 });
    expect(receiver.at('/down').at(-1)!.searchParams.get('click')).toBe('click-wait');
    expect((await conversionsOf(waiting.userId))[0]!.public_id).toBe(
      receiver.at('/down').at(-1)!.searchParams.get('tx'),
    );
    const missing = await test.app.inject({ method: 'POST', url: '/dev/affiliates/99999/unpause' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends postbacks by itself once the server listens, and stops when it closes', async () => {
    await addNetwork('net-listen', '/listen');
    await fromNetwork('net-listen', 'click-listen');
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const deadline = Date.now() + 10_000;
    while (receiver.at('/listen').length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(receiver.at('/listen').map((url) => url.searchParams.get('click'))).toEqual(['click-listen']);
  });
});
