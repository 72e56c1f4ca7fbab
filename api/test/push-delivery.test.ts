import { createPublicKey, verify } from 'node:crypto';
import { IDEMPOTENCY_HEADER, type LiveEvent } from '@app/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { ensureConversation } from '../src/modules/chat/conversation.repository';
import { LiveOutbox } from '../src/modules/events/live-events.service';
import { publicProfiles } from '../src/modules/members/public-profile.service';
import { upsertPushSubscription } from '../src/modules/users/push-subscription.repository';
import { LiveTestClient } from './support/live-client';
import { signUpMember, type SignedUpMember } from './support/members';
import { decryptPush, newBrowserKeys, startPushService } from './support/push-service';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** Checks a VAPID Authorization header (RFC 8292): an ES256 JWT for the push service's origin, and the key. */
function expectVapid(header: string | undefined, audience: string, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  expect(match, header).not.toBeNull();
  const [token, key] = [match![1]!, match![2]!];
  expect(key).toBe(publicKey);
  const [head, body, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
  expect(claims.aud).toBe(audience);
  return claims;
}

describe.each(DATABASE_KINDS)('web push on %s', (kind) => {
  let test: TestApp;
  let baseUrl: string;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let sender: SignedUpMember;
  let vapidPublicKey: string;

  /** A member with one browser subscribed at the loopback push service. */
  const subscribed = async (name: string, locale?: string) => {
    const member = await signUpMember(test, {}, { locale });
    const browser = newBrowserKeys();
    await upsertPushSubscription(test.db, member.userId, { endpoint: pushService.endpoint(name), keys: browser.keys });
    return { member, browser, path: `/push/${name}` };
  };

  /** Stores and publishes an event for a member as the chat and likes do; waits for the pushes it starts. */
  const publish = async (userId: number, event: LiveEvent) => {
    const outbox = new LiveOutbox();
    await test.db.transaction().execute((trx) => outbox.store(trx, userId, event));
    await outbox.publish(test.app.liveBus);
    await test.app.push.idle();
  };

  /** A message from `from` to `to` as the recipient's event carries it. */
  const messageEvent = async (
    from: SignedUpMember,
    to: SignedUpMember,
    content: { kind: 'text'; body: string } | { kind: 'photo' },
  ): Promise<LiveEvent> => {
    const conversation = await ensureConversation(test.db, from.profileId, to.profileId);
    const profile = (await publicProfiles(test.db, [from.profileId])).get(from.profileId)!;
    return {
      type: 'message',
      message: {
        id: 1,
        conversation,
        sender: from.profileId,
        kind: content.kind,
        body: content.kind === 'text' ? content.body : null,
        photo: content.kind === 'photo' ? { url: 'p.webp', thumb_url: 't.webp', width: 10, height: 10 } : null,
        gift: null,
        credits: 0,
        created_at: new Date().toISOString(),
        client_key: null,
      },
      chat: { conversation, profile, num_unread_messages: 1 },
    };
  };

  const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);

  beforeAll(async () => {
    pushService = await startPushService();
    test = await createTestApp(kind);
    baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    sender = await signUpMember(test, { name: 'Marlene' });
    const keys = await test.db
      .selectFrom('server_keys')
      .select('public_key')
      .where('name', '=', 'vapid')
      .executeTakeFirstOrThrow();
    vapidPublicKey = keys.public_key;
  });
  afterAll(async () => {
    await test?.close();
    await pushService?.close();
  });

  it('sends an offline member a message as an encrypted, VAPID-signed push the browser can decrypt', async () => {
    const { member, browser, path } = await subscribed('text');
    await publish(
      member.userId,
      await messageEvent(sender, member, { kind: 'text', body: 'Hello  there,\nhow are you?' }),
    );
    const [push] = pushesTo(path);
    expect(push, 'a push').toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const claims = expectVapid(push!.headers.authorization, new URL(pushService.endpoint('x')).origin, vapidPublicKey);
    expect(claims.sub).toMatch(/^mailto:.+@/);
    const payload = JSON.parse(decryptPush(push!.body, browser)) as Record<string, unknown>;
    expect(payload).toMatchObject({
      title: 'Marlene',
      body: 'Hello there, how are you?',
      url: expect.stringMatching(/^\/chats\/\d+$/),
    });
    expect(payload.tag).toMatch(/^message-\d+$/);
  });

  it("writes in the recipient's language: a photo in German, a like and a match", async () => {
    const { member, browser, path } = await subscribed('german', 'de');
    await publish(member.userId, await messageEvent(sender, member, { kind: 'photo' }));
    await publish(member.userId, { type: 'like', profile_id: sender.profileId, match: false });
    await publish(member.userId, { type: 'like', profile_id: sender.profileId, match: true });
    const payloads = pushesTo(path).map(
      (push) => JSON.parse(decryptPush(push.body, browser)) as Record<string, unknown>,
    );
    expect(payloads).toEqual([
      expect.objectContaining({ title: 'Marlene', body: 'Hat dir ein Foto geschickt' }),
      expect.objectContaining({ title: 'Marlene', body: 'Hat dich gelikt', url: '/likes' }),
      expect.objectContaining({
        title: 'Marlene',
        body: 'Es ist ein Match – die Sympathie beruht auf Gegenseitigkeit.',
        url: `/likes/m/${sender.profileId}`,
      }),
    ]);
  });

  it("sends nothing to a connected member, for a member's own message, or when push_message is off", async () => {
    const online = await subscribed('online');
    const socket = await LiveTestClient.connect(baseUrl, { session: online.member.token });
    await socket.next((frame) => frame.type === 'hello');
    await publish(online.member.userId, await messageEvent(sender, online.member, { kind: 'text', body: 'Hi' }));
    expect(await socket.next((frame) => frame.type === 'message')).toBeTruthy();
    await socket.close();

    const own = await subscribed('own');
    const toOther = await messageEvent(own.member, sender, { kind: 'text', body: 'Mine' });
    // The sender's other tabs get the message with the chat item of the other member.
    const profile = (await publicProfiles(test.db, [sender.profileId])).get(sender.profileId)!;
    await publish(own.member.userId, {
      ...toOther,
      chat: { ...(toOther as { chat: object }).chat, profile },
    } as LiveEvent);

    const quiet = await subscribed('quiet');
    const settings = await test.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      cookies: quiet.member.cookies,
      payload: { push: { message: false } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await publish(quiet.member.userId, await messageEvent(sender, quiet.member, { kind: 'text', body: 'Hi' }));
    // Likes are another setting: they still come.
    await publish(quiet.member.userId, { type: 'like', profile_id: sender.profileId, match: false });

    expect(pushesTo(online.path)).toEqual([]);
    expect(pushesTo(own.path)).toEqual([]);
    const quietPayloads = pushesTo(quiet.path).map(
      (push) => JSON.parse(decryptPush(push.body, quiet.browser)) as { body: string },
    );
    expect(quietPayloads.map((payload) => payload.body)).toEqual(['Likes you']);
  });

  it('pushes what POST /api/message.php and POST /api/like.php send to an offline member', async () => {
    const { member, browser, path } = await subscribed('routes');
    for (const who of [member, sender]) await confirmUser(test.db, who.userId);
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/message.php',
      cookies: sender.cookies,
      headers: { [IDEMPOTENCY_HEADER]: `push-route-${member.userId}` },
      payload: { kind: 'text', profile_id: member.profileId, body: 'Through the route' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await test.app.push.idle();
    const liked = await test.app.inject({
      method: 'POST',
      url: '/api/like.php',
      cookies: sender.cookies,
      payload: { profile_id: member.profileId },
    });
    expect(liked.statusCode, liked.body).toBe(200);
    await test.app.push.idle();
    const payloads = pushesTo(path).map((push) => JSON.parse(decryptPush(push.body, browser)) as { body: string });
    expect(payloads.map((payload) => payload.body)).toEqual(['Through the route', 'Likes you']);
  });

  it('removes a subscription the push service answers 410 for, and keeps the others', async () => {
    const { member, path } = await subscribed('gone');
    const second = newBrowserKeys();
    await upsertPushSubscription(test.db, member.userId, { endpoint: pushService.endpoint('kept'), keys: second.keys });
    pushService.answer('gone', 410);
    await publish(member.userId, await messageEvent(sender, member, { kind: 'text', body: 'Still there?' }));
    expect(pushesTo(path)).toHaveLength(1);
    expect(pushesTo('/push/kept')).toHaveLength(1);
    const left = await test.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', member.userId)
      .execute();
    expect(left.map((row) => row.endpoint)).toEqual([pushService.endpoint('kept')]);
  });
});
