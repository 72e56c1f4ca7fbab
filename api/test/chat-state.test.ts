import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatResponseSchema,
  ChatsResponseSchema,
  IDEMPOTENCY_HEADER,
  MESSAGES_PAGE_SIZE,
  MessagesResponseSchema,
} from '@app/shared/contract';
import type { SignedUpMember } from './support/members';
import { chatHelpers } from './support/chat-members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('reading, deleting and live events of chats on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });
  const { member, text, chat, liveEvents } = chatHelpers(() => test);

  const chats = async (who: SignedUpMember) =>
    ChatsResponseSchema.parse((await test.app.inject({ url: '/api/chats.php', cookies: who.cookies })).json()).chats;

  const mutate = (who: SignedUpMember, method: 'DELETE' | 'POST', url: string, payload: object) =>
    test.app.inject({
      method,
      url,
      cookies: who.cookies,
      payload,
      headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    });

  it("answers 404 for a conversation that is not the member's, and to a visitor 403", async () => {
    const [a, b, stranger] = [await member(), await member(), await member()];
    const { message } = await text(a, b);
    expect((await chat(stranger, `conversation=${message.conversation}`)).statusCode).toBe(404);
    const older = await test.app.inject({
      url: `/api/messages.php?conversation=${message.conversation}&before=${message.id + 1}`,
      cookies: stranger.cookies,
    });
    expect(older.statusCode).toBe(404);
    expect(
      (
        await mutate(stranger, 'POST', '/api/chat-read.php', {
          conversation: message.conversation,
          message_id: message.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await mutate(stranger, 'DELETE', '/api/chat.php', { conversation: message.conversation })).statusCode).toBe(
      404,
    );
    expect((await test.app.inject({ url: `/api/chat.php?conversation=${message.conversation}` })).statusCode).toBe(403);
    expect((await chat(a, 'conversation=1&profile=2')).statusCode).toBe(400);
  });

  it('pages a long conversation: the newest page first, then older ones, oldest first in each', async () => {
    const [a, b] = [await member({ paid: true, credits: 2 }), await member()];
    const { message } = await text(a, b, 'First');
    const total = MESSAGES_PAGE_SIZE + 5;
    await test.db
      .insertInto('messages')
      .values(
        Array.from({ length: total - 1 }, (_, i) => ({
          conversation_id: message.conversation,
          sender_profile_id: i % 2 ? a.profileId : b.profileId,
          kind: 'text' as const,
          body: `Message ${i + 2}`,
          photo_id: null,
          gift_id: null,
          client_key: null,
        })),
      )
      .execute();
    const newest = ChatResponseSchema.parse((await chat(b, `profile=${a.profileId}`)).json());
    expect(newest.conversation).toBe(message.conversation);
    expect(newest.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(newest.has_more).toBe(true);
    expect(newest.messages.at(-1)!.body).toBe(`Message ${total}`);
    const older = MessagesResponseSchema.parse(
      (
        await test.app.inject({
          url: `/api/messages.php?conversation=${message.conversation}&before=${newest.messages[0]!.id}`,
          cookies: b.cookies,
        })
      ).json(),
    );
    expect(older.has_more).toBe(false);
    expect(older.messages.map((m) => m.body)).toEqual(['First', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
  });

  it("counts unread for the recipient; reading sets it to 0 with a read event to the reader's tabs and a receipt to the sender", async () => {
    const [a, b] = [await member(), await member()];
    await text(a, b, 'One');
    const { message } = await text(a, b, 'Two');
    expect((await chats(b)).map((item) => [item.profile.id, item.num_unread_messages])).toEqual([[a.profileId, 2]]);
    expect((await chats(a)).map((item) => item.num_unread_messages)).toEqual([0]);

    const read = await mutate(b, 'POST', '/api/chat-read.php', {
      conversation: message.conversation,
      message_id: message.id,
    });
    expect(read.statusCode).toBe(204);
    expect((await chats(b))[0]!.num_unread_messages).toBe(0);
    expect((await liveEvents(b)).at(-1)).toMatchObject({
      type: 'read',
      payload: { conversation: message.conversation },
    });
    expect((await liveEvents(a)).at(-1)).toMatchObject({
      type: 'receipt',
      payload: { receipt: { conversation: message.conversation, delivered_up_to: message.id, read_up_to: message.id } },
    });
    const view = ChatResponseSchema.parse((await chat(a, `conversation=${message.conversation}`)).json());
    expect(view.receipt).toEqual({
      conversation: message.conversation,
      delivered_up_to: message.id,
      read_up_to: message.id,
    });
  });

  it("deletes a chat from the member's list only; a new message brings it back", async () => {
    const [a, b] = [await member(), await member()];
    const { message } = await text(a, b, 'Hello');
    const deleted = await mutate(a, 'DELETE', '/api/chat.php', { conversation: message.conversation });
    expect(deleted.statusCode).toBe(204);
    expect(await chats(a)).toEqual([]);
    expect((await chats(b)).map((item) => item.conversation)).toEqual([message.conversation]);
    expect((await chat(a, `conversation=${message.conversation}`)).statusCode).toBe(404);
    const fresh = ChatResponseSchema.parse((await chat(a, `profile=${b.profileId}`)).json());
    expect(fresh).toMatchObject({ conversation: null, messages: [] });
    expect((await liveEvents(a)).at(-1)).toMatchObject({
      type: 'chat_deleted',
      payload: { conversation: message.conversation },
    });
    expect((await mutate(a, 'DELETE', '/api/chat.php', { conversation: message.conversation })).statusCode).toBe(204);

    await text(b, a, 'Are you there?');
    expect((await chats(a)).map((item) => [item.conversation, item.num_unread_messages])).toEqual([
      [message.conversation, 1],
    ]);
  });

  it('stores message and credits events with gap-free seqs for both members', async () => {
    const [a, b] = [await member({ paid: true, credits: 5 }), await member()];
    const first = await text(a, b, 'One');
    await text(a, b, 'Two');
    const sender = await liveEvents(a);
    expect(sender.map((event) => event.type)).toEqual(['credits', 'message', 'credits', 'message']);
    expect(sender.map((event) => Number(event.seq))).toEqual([1, 2, 3, 4]);
    expect(sender[0]!.payload).toEqual({ credits: 4 });
    expect(sender[1]!.payload).toMatchObject({
      message: { body: 'One', credits: 1, client_key: first.message.client_key },
      chat: { conversation: first.message.conversation, profile: { id: b.profileId }, num_unread_messages: 0 },
    });
    const recipient = await liveEvents(b);
    expect(recipient.map((event) => [Number(event.seq), event.type])).toEqual([
      [1, 'message'],
      [2, 'message'],
    ]);
    expect(recipient[1]!.payload).toMatchObject({
      message: { body: 'Two', credits: 0, client_key: null },
      chat: { profile: { id: a.profileId }, num_unread_messages: 2 },
    });
  });
});
