import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../src/modules/events/event-bus';
import { createInProcessBus } from '../src/modules/events/event-bus';
import { markDelivered, typingTarget } from '../src/modules/chat/chat-live.service';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('chat live service on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const as = (member: SignedUpMember) => ({ id: member.userId, profileId: member.profileId });

  /** A conversation `from` started with `to`, with `count` messages from `from`; answers its id and message ids. */
  async function conversation(from: SignedUpMember, to: SignedUpMember, count: number) {
    const [low, high] = from.profileId < to.profileId ? [from, to] : [to, from];
    const { id } = await test.db
      .insertInto('conversations')
      .values({
        profile_low_id: low.profileId,
        profile_high_id: high.profileId,
        last_message_at: new Date(),
        started_by_profile_id: from.profileId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('conversation_members')
      .values(
        [from, to].map((m) => ({
          conversation_id: id,
          profile_id: m.profileId,
          last_read_message_id: null,
          deleted_at: null,
        })),
      )
      .execute();
    const messages: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const row = await test.db
        .insertInto('messages')
        .values({
          conversation_id: id,
          sender_profile_id: from.profileId,
          kind: 'text',
          body: `hi ${i}`,
          photo_id: null,
          gift_id: null,
          client_key: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      messages.push(row.id);
    }
    return { id, messages };
  }

  function recordingBus() {
    const bus = createInProcessBus();
    const received: BusMessage[] = [];
    bus.subscribe((message) => received.push(message));
    return { bus, received };
  }

  it("answers the other member's user id to a member of the conversation, else null", async () => {
    const [a, b, stranger] = [await signUpMember(test), await signUpMember(test), await signUpMember(test)];
    const { id } = await conversation(a, b, 1);
    expect(await typingTarget(test.db, as(a), id)).toBe(b.userId);
    expect(await typingTarget(test.db, as(b), id)).toBe(a.userId);
    expect(await typingTarget(test.db, as(stranger), id)).toBeNull();
    expect(await typingTarget(test.db, as(a), 999_999)).toBeNull();
  });

  it('answers null after the member deleted the chat or when a block exists either way', async () => {
    const [a, b, c] = [await signUpMember(test), await signUpMember(test), await signUpMember(test)];
    const first = await conversation(a, b, 1);
    await test.db
      .updateTable('conversation_members')
      .set({ deleted_at: new Date() })
      .where('conversation_id', '=', first.id)
      .where('profile_id', '=', a.profileId)
      .execute();
    expect(await typingTarget(test.db, as(a), first.id)).toBeNull();
    expect(await typingTarget(test.db, as(b), first.id)).toBe(a.userId);

    const second = await conversation(a, c, 1);
    await test.db.insertInto('blocks').values({ blocker_user_id: c.userId, blocked_profile_id: a.profileId }).execute();
    expect(await typingTarget(test.db, as(a), second.id)).toBeNull();
    expect(await typingTarget(test.db, as(c), second.id)).toBeNull();
  });

  it('raises the delivered mark, never lowers it, and sends a stored receipt to the sender', async () => {
    const [a, b] = [await signUpMember(test), await signUpMember(test)];
    const { id, messages } = await conversation(a, b, 3);
    const { bus, received } = recordingBus();

    await markDelivered(test.db, bus, as(b), id, messages[1]!);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      userId: a.userId,
      event: { type: 'receipt', receipt: { conversation: id, delivered_up_to: messages[1], read_up_to: 0 } },
    });
    expect(received[0]!.seq).toEqual(expect.any(Number));

    await markDelivered(test.db, bus, as(b), id, messages[0]!);
    expect(received).toHaveLength(1);
    // A mark past the newest message stops at the newest one.
    await markDelivered(test.db, bus, as(b), id, messages[2]! + 1000);
    expect(received[1]).toMatchObject({ event: { receipt: { delivered_up_to: messages[2] } } });

    const row = await test.db
      .selectFrom('conversation_members')
      .select('last_delivered_message_id')
      .where('conversation_id', '=', id)
      .where('profile_id', '=', b.profileId)
      .executeTakeFirstOrThrow();
    expect(row.last_delivered_message_id).toBe(messages[2]);
    const stored = await test.db
      .selectFrom('live_events')
      .select(['seq', 'type'])
      .where('user_id', '=', a.userId)
      .orderBy('seq')
      .execute();
    expect(stored.map((event) => event.type)).toEqual(['receipt', 'receipt']);
    expect(stored.map((event) => Number(event.seq))).toEqual([received[0]!.seq, received[1]!.seq]);
  });

  it("does nothing for the sender's own messages or a conversation that is not the member's", async () => {
    const [a, b, stranger] = [await signUpMember(test), await signUpMember(test), await signUpMember(test)];
    const { id, messages } = await conversation(a, b, 2);
    const { bus, received } = recordingBus();
    await markDelivered(test.db, bus, as(a), id, messages[1]!);
    await markDelivered(test.db, bus, as(stranger), id, messages[1]!);
    expect(received).toEqual([]);
  });
});
