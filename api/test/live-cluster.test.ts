import { IDEMPOTENCY_HEADER, type LiveFrame } from '@app/shared/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { changeCredits } from '../src/modules/credits/credit.service';
import { IDEMPOTENCY_LEASE_MS } from '../src/modules/idempotency/idempotency.service';
import { findLatestSeq } from '../src/modules/events/live-event.repository';
import { closeTestApp, expectConsistentBooks } from './support/ledger-helpers';
import { LiveTestClient, type ServerFrame } from './support/live-client';
import { signUpMember, type SignedUpMember } from './support/members';
import { findRedisServer, startRedis, type RedisServer } from './support/redis-server';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTestApp, type TestApp } from './support/test-app';

const redisBinary = findRedisServer();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type MessageFrame = Extract<LiveFrame, { type: 'message' }>;
const isMessage = (frame: ServerFrame): frame is MessageFrame => frame.type === 'message';

/** POST /api/message.php to one server process, as the browser sends it. */
function sendText(baseUrl: string, from: SignedUpMember, to: SignedUpMember, body: string, key: string) {
  return fetch(`${baseUrl}/api/message.php`, {
    method: 'POST',
    headers: { cookie: `session=${from.token}`, 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
    body: JSON.stringify({ kind: 'text', profile_id: to.profileId, body }),
  });
}

describe.skipIf(!redisBinary)('two server processes on one PostgreSQL and one Redis', () => {
  let redis: RedisServer;
  let test: TestApp;
  let env: Record<string, string>;
  const processes: ServerProcess[] = [];
  const clients: LiveTestClient[] = [];

  const connect = async (server: ServerProcess, member: SignedUpMember, after?: number) => {
    const client = await LiveTestClient.connect(server.url, { session: member.token, after });
    clients.push(client);
    await client.next((frame) => frame.type === 'hello');
    return client;
  };

  /** A confirmed member (others can write to them). */
  const confirmedMember = async () => {
    const member = await signUpMember(test);
    await confirmUser(test.db, member.userId);
    return member;
  };

  /** A confirmed member with credits enough for every message of the test. */
  const sender = async () => {
    const member = await confirmedMember();
    await changeCredits(test.db, { userId: member.userId, delta: 1_000, reason: 'bonus', reference: 'live-test' });
    return member;
  };

  beforeAll(async () => {
    redis = await startRedis(redisBinary!);
    // Migrates and seeds the shared database; its app is a third process's worth of code for sign-ups.
    test = await createTestApp('postgres', { env: { REDIS_URL: redis.url } });
    env = { DATABASE_URL: test.config.databaseUrl!, REDIS_URL: redis.url, DATA_DIR: test.config.dataDir };
    processes.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all(processes.map((server) => server.stop('SIGTERM')));
    await closeTestApp(test);
    await redis?.stop();
  });

  it('delivers in real time what a member sends through the other process, receipts and typing too', async () => {
    const [one, two] = processes as [ServerProcess, ServerProcess];
    const a = await sender();
    const b = await sender();
    const socketA = await connect(one, a);
    const socketB = await connect(two, b);
    const started = Date.now();
    const sent = await sendText(two.url, b, a, 'Hello from process two', 'cluster-hello');
    expect(sent.status, await sent.clone().text()).toBe(201);
    const frame = await socketA.next(isMessage, 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(frame.message).toMatchObject({ body: 'Hello from process two', sender: b.profileId });
    expect(frame.chat.profile.id).toBe(b.profileId);

    // A's client confirms delivery: B's tab on the other process gets the receipt.
    socketA.send({ type: 'received', conversation: frame.message.conversation, message_id: frame.message.id });
    const receipt = await socketB.next((next) => next.type === 'receipt');
    expect(receipt).toMatchObject({
      receipt: { conversation: frame.message.conversation, delivered_up_to: frame.message.id, read_up_to: 0 },
    });

    socketA.send({ type: 'typing', conversation: frame.message.conversation });
    expect(await socketB.next((next) => next.type === 'typing')).toEqual({
      type: 'typing',
      conversation: frame.message.conversation,
      profile_id: a.profileId,
      seq: null,
    });
  });

  it('loses and repeats nothing when a process is SIGKILLed while messages are in flight', async () => {
    const [one, two] = processes as [ServerProcess, ServerProcess];
    const a = await confirmedMember();
    const senders = await Promise.all([sender(), sender(), sender()]);
    const perSender = 12;
    const first = await connect(one, a, await findLatestSeq(test.db, a.userId));

    let killed = false;
    let sentThroughOne = 0;
    let failedSends = 0;
    const killOne = async () => {
      killed = true;
      await one.stop('SIGKILL');
    };
    /** Sends one message until it is stored: through process one while it lives, else process two. */
    const deliver = async (from: SignedUpMember, index: number) => {
      const key = `kill-${from.userId}-${index}`;
      for (let attempt = 0; attempt < 20; attempt++) {
        const target = killed ? two : one;
        if (target === one && ++sentThroughOne === 10) setTimeout(() => void killOne(), 5);
        const response = await sendText(target.url, from, a, `m${index}`, key).catch(() => null);
        if (response?.status === 201) return;
        if (response?.status === 409) {
          // The dead process's attempt holds the key until its lease runs out: let that time pass.
          await test.db
            .updateTable('idempotency_keys')
            .set({ created_at: sql<Date>`now() - ${`${IDEMPOTENCY_LEASE_MS + 1_000} milliseconds`}::interval` })
            .where('key', '=', key)
            .where('status_code', 'is', null)
            .execute();
          continue;
        }
        if (response) throw new Error(`send failed: ${response.status} ${await response.text()}`);
        failedSends += 1;
        await pause(50);
      }
      throw new Error(`message ${key} never went through`);
    };
    await Promise.all(
      senders.map(async (from) => {
        for (let index = 1; index <= perSender; index++) await deliver(from, index);
      }),
    );
    expect(killed).toBe(true);
    expect(failedSends, 'sends cut off by the kill').toBeGreaterThan(0);
    await first.until(() => first.closed !== null, 10_000, 'the dead socket');

    // The client reconnects, to the process that lives, with the last seq it saw.
    const lastSeen = first.seqs().at(-1) ?? (first.frames[0] as { seq: number }).seq;
    const second = await connect(two, a, lastSeen);
    const total = senders.length * perSender;
    const messages = () => [...first.frames, ...second.frames].filter(isMessage);
    await second.until(() => messages().length >= total, 30_000, `${total} messages`);
    await pause(200);

    const seqs = [...first.seqs(), ...second.seqs()];
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, index) => seqs[0]! + index));
    expect(messages()).toHaveLength(total);
    expect(new Set(messages().map((frame) => frame.message.id)).size).toBe(total);
    for (const from of senders) {
      const bodies = messages()
        .filter((frame) => frame.message.sender === from.profileId)
        .map((frame) => frame.message.body);
      expect(bodies).toEqual(Array.from({ length: perSender }, (_, index) => `m${index + 1}`));
      const stored = await test.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('sender_profile_id', '=', from.profileId)
        .executeTakeFirstOrThrow();
      expect(Number(stored.count)).toBe(perSender);
      await expectConsistentBooks(test.db, from.userId);
    }
    await expectConsistentBooks(test.db, a.userId);
  }, 120_000);
});
