import { IDEMPOTENCY_HEADER, LIVE_CLOSE, type LiveEvent } from '@app/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { ensureConversation } from '../src/modules/chat/conversation.repository';
import { findLatestSeq } from '../src/modules/events/live-event.repository';
import { LiveOutbox } from '../src/modules/events/live-events.service';
import { LiveTestClient, refusedUpgradeStatus } from './support/live-client';
import { markDeleted, signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const credits = (amount: number): LiveEvent => ({ type: 'credits', credits: amount });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('the live socket on %s', (kind) => {
  let test: TestApp;
  let baseUrl: string;
  let a: SignedUpMember;
  let b: SignedUpMember;
  let c: SignedUpMember;
  const clients: LiveTestClient[] = [];

  const connect = async (member: SignedUpMember, after?: number) => {
    const client = await LiveTestClient.connect(baseUrl, { session: member.token, after });
    clients.push(client);
    await client.next((frame) => frame.type === 'hello');
    return client;
  };

  /** Stores events for a member in one transaction; publishes them unless told not to. */
  const store = async (userId: number, events: LiveEvent[], publish = true) => {
    const outbox = new LiveOutbox();
    await test.db.transaction().execute(async (trx) => {
      for (const event of events) await outbox.store(trx, userId, event);
    });
    if (publish) await outbox.publish(test.app.liveBus);
    return findLatestSeq(test.db, userId);
  };

  beforeAll(async () => {
    test = await createTestApp(kind);
    baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    a = await signUpMember(test);
    b = await signUpMember(test);
    c = await signUpMember(test);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await test?.close();
  });

  it('refuses an upgrade without a session (401) and from another site (403); a plain GET answers 426', async () => {
    expect(await refusedUpgradeStatus(baseUrl)).toBe(401);
    expect(await refusedUpgradeStatus(baseUrl, { session: 'x'.repeat(43) })).toBe(401);
    expect(await refusedUpgradeStatus(baseUrl, { session: a.token, origin: 'https://evil.example' })).toBe(403);
    expect(await refusedUpgradeStatus(baseUrl, { session: a.token, origin: baseUrl })).toBe(0);
    const plain = await test.app.inject({ method: 'GET', url: '/api/live', cookies: a.cookies });
    expect(plain.statusCode).toBe(426);
  });

  it('refuses the session of a deleted account and an expired session, also when sockets open together', async () => {
    const [deleted, expired, live] = [await signUpMember(test), await signUpMember(test), await signUpMember(test)];
    await markDeleted(test.db, deleted.userId);
    await test.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', expired.userId)
      .execute();
    const statuses = await Promise.all(
      [deleted, expired, live, deleted, live].map((member) => refusedUpgradeStatus(baseUrl, { session: member.token })),
    );
    expect(statuses).toEqual([401, 401, 0, 401, 0]);
  });

  it('says hello with the latest seq, then sends what was stored after the seq the client had', async () => {
    const before = await findLatestSeq(test.db, a.userId);
    const latest = await store(a.userId, [credits(10), credits(20), credits(30)], false);
    const client = await connect(a, before + 1);
    expect(client.frames[0]).toEqual({ type: 'hello', seq: latest, resync_required: false });
    await client.until(() => client.seqs().length === 2);
    expect(client.frames.slice(1)).toEqual([
      { type: 'credits', credits: 20, seq: before + 2 },
      { type: 'credits', credits: 30, seq: before + 3 },
    ]);
    // Then live: the next event arrives through the bus.
    const next = await store(a.userId, [credits(40)]);
    await client.next((frame) => frame.type !== 'hello' && frame.seq === next);
    await client.close();
  });

  it('asks for a full reload when the seq asked for is older than the events kept, or unknown', async () => {
    const latest = await store(b.userId, [credits(1), credits(2), credits(3)], false);
    await test.db.deleteFrom('live_events').where('user_id', '=', b.userId).where('seq', '<', latest).execute();
    const old = await connect(b, 0);
    expect(old.frames[0]).toEqual({ type: 'hello', seq: latest, resync_required: true });
    const unknown = await connect(b, latest + 100);
    expect(unknown.frames[0]).toEqual({ type: 'hello', seq: latest, resync_required: true });
    const current = await connect(b, latest - 1);
    expect(current.frames[0]).toEqual({ type: 'hello', seq: latest, resync_required: false });
    await current.until(() => current.seqs().length === 1);
    await pause(100);
    expect(old.seqs()).toEqual([]);
    await Promise.all([old.close(), unknown.close(), current.close()]);
  });

  it('sends every event once and in order while new ones are written during the resync', async () => {
    const before = await findLatestSeq(test.db, c.userId);
    // More than one page of stored events, so the resync reads several times while the bus delivers.
    const stored = await store(c.userId, range(1, 1_100).map(credits), false);
    const connecting = connect(c, before);
    let last = stored;
    for (let round = 0; round < 25; round++) last = await store(c.userId, [credits(round), credits(round + 1)]);
    const client = await connecting;
    await client.until(() => client.seqs().at(-1) === last, 30_000, `seq ${last}`);
    expect(client.seqs()).toEqual(range(before + 1, last));
    await client.close();
  });

  it('reads a gap from the database when a bus message is missing', async () => {
    const client = await connect(c);
    const skipped = await store(c.userId, [credits(7)], false);
    const published = await store(c.userId, [credits(8)]);
    await client.until(() => client.seqs().length === 2);
    expect(client.seqs()).toEqual([skipped, published]);
    await client.close();
  });

  it('passes typing to the other member only, never for a blocked or foreign conversation', async () => {
    const [x, y, z] = [await signUpMember(test), await signUpMember(test), await signUpMember(test)];
    const xy = await ensureConversation(test.db, x.profileId, y.profileId);
    const xz = await ensureConversation(test.db, x.profileId, z.profileId);
    await test.db.insertInto('blocks').values({ blocker_user_id: x.userId, blocked_profile_id: z.profileId }).execute();
    const [sx, sy, sz] = [await connect(x), await connect(y), await connect(z)];
    // z: in a blocked conversation, and in one that is not theirs.
    sz.send({ type: 'typing', conversation: xz });
    const sz2 = await connect(z);
    sz2.send({ type: 'typing', conversation: xy });
    sx.send({ type: 'typing', conversation: xy });
    sx.send({ type: 'typing', conversation: xy });
    const typing = await sy.next((frame) => frame.type === 'typing');
    expect(typing).toEqual({ type: 'typing', conversation: xy, profile_id: x.profileId, seq: null });
    await pause(300);
    const typingFrames = (client: LiveTestClient) => client.frames.filter((frame) => frame.type === 'typing');
    expect(typingFrames(sy)).toHaveLength(1); // the second frame fell under the throttle
    expect(typingFrames(sx)).toEqual([]);
    expect(typingFrames(sz)).toEqual([]);
    await Promise.all([sx.close(), sy.close(), sz.close(), sz2.close()]);
  });

  it("gives a member's other tab the member's own read event", async () => {
    const [reader, writer] = [await signUpMember(test), await signUpMember(test)];
    for (const member of [reader, writer]) await confirmUser(test.db, member.userId);
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/message.php',
      cookies: writer.cookies,
      headers: { [IDEMPOTENCY_HEADER]: 'second-tab-hello' },
      payload: { kind: 'text', profile_id: reader.profileId, body: 'Hello' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { conversation, id } = sent.json<{ message: { conversation: number; id: number } }>().message;
    const [first, second] = [await connect(reader), await connect(reader)];
    // The first tab reads the conversation; the second hears of it.
    const read = await test.app.inject({
      method: 'POST',
      url: '/api/chat-read.php',
      cookies: reader.cookies,
      headers: { [IDEMPOTENCY_HEADER]: 'second-tab-read' },
      payload: { conversation, message_id: id },
    });
    expect(read.statusCode, read.body).toBeLessThan(300);
    for (const tab of [first, second]) {
      expect(await tab.next((frame) => frame.type === 'read')).toMatchObject({ type: 'read', conversation });
    }
    await Promise.all([first.close(), second.close()]);
  });

  it('refuses a member more than 20 sockets in one process (429)', async () => {
    const member = await signUpMember(test);
    const open = await Promise.all(Array.from({ length: 20 }, () => connect(member)));
    expect(await refusedUpgradeStatus(baseUrl, { session: member.token })).toBe(429);
    await open[0]!.close();
    await pause(50);
    expect(await refusedUpgradeStatus(baseUrl, { session: member.token })).toBe(0);
    await Promise.all(open.map((client) => client.close()));
  });

  it('closes a socket that floods the server with frames', async () => {
    const client = await connect(b);
    for (let frame = 0; frame < 101; frame++) client.send({ type: 'ping' });
    await client.until(() => client.closed !== null, 5_000, 'the close');
    expect(client.closed).toEqual({ code: 1008, reason: 'too_many_frames' });
  });

  it('counts a member as online while a socket is open, and closes the sockets at logout', async () => {
    const member = await signUpMember(test);
    expect(await test.app.presence.isOnline(member.userId)).toBe(false);
    const client = await connect(member);
    expect(await test.app.presence.isOnline(member.userId)).toBe(true);
    const logout = await test.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      cookies: member.cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(200);
    await client.until(() => client.closed !== null, 5_000, 'the close');
    expect(client.closed?.code).toBe(LIVE_CLOSE.sessionEnded);
    await pause(50);
    expect(await test.app.presence.isOnline(member.userId)).toBe(false);
    expect(await refusedUpgradeStatus(baseUrl, { session: member.token })).toBe(401);
  });
});
