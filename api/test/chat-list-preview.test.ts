import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PREVIEW_LENGTH, ChatsResponseSchema, IDEMPOTENCY_HEADER } from '@app/shared/contract';
import type { SignedUpMember } from './support/members';
import { chatHelpers } from './support/chat-members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('the last message in the chat list on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });
  const { member, send, text } = chatHelpers(() => test);

  const chats = async (who: SignedUpMember) => {
    const response = await test.app.inject({ url: '/api/chats.php', cookies: who.cookies });
    expect(response.statusCode, response.body).toBe(200);
    return ChatsResponseSchema.parse(response.json()).chats;
  };
  const lastOf = async (who: SignedUpMember) => (await chats(who)).map((chat) => chat.last_message);

  const post = (who: SignedUpMember, url: string, payload: object) =>
    test.app.inject({
      method: 'POST',
      url,
      cookies: who.cookies,
      payload,
      headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    });

  it('carries the newest message of each conversation: text, sender, time, and read by the other', async () => {
    const [me, first, second] = [await member({ paid: true, credits: 10 }), await member(), await member()];
    await text(me, first, 'An older one');
    const { message: toFirst } = await text(me, first, 'How was\n\nyour   day?');
    const { message: fromSecond } = await text(second, me, 'Hello you');

    const list = await chats(me);
    expect(list.map((chat) => chat.profile.id)).toEqual([second.profileId, first.profileId]);
    expect(list[0]!.last_message).toEqual({
      id: fromSecond.id,
      sender: second.profileId,
      kind: 'text',
      text: 'Hello you',
      gift_name: null,
      created_at: fromSecond.created_at,
      delivered: true,
      read: false,
    });
    expect(list[1]!.last_message).toMatchObject({
      id: toFirst.id,
      sender: me.profileId,
      text: 'How was your day?',
      created_at: toFirst.created_at,
      delivered: false,
      read: false,
    });

    // The other member receives and reads it; the member reads theirs.
    await post(first, '/api/chat-read.php', { conversation: toFirst.conversation, message_id: toFirst.id });
    await post(me, '/api/chat-read.php', { conversation: fromSecond.conversation, message_id: fromSecond.id });
    expect((await lastOf(me)).map((last) => [last?.id, last?.delivered, last?.read])).toEqual([
      [fromSecond.id, true, true],
      [toFirst.id, true, true],
    ]);
    expect((await lastOf(first))[0]).toMatchObject({ id: toFirst.id, sender: me.profileId, read: true });
  });

  it('shortens a long text, names a gift in the member language, and says a photo is one', async () => {
    const [me, other] = [await member({ paid: true, credits: 100 }), await member()];
    await test.db.updateTable('users').set({ language: 'de' }).where('id', '=', other.userId).execute();
    const long = `${'word '.repeat(40)}end`;
    const { message } = await text(me, other, long);
    const [shortened] = await lastOf(other);
    expect(shortened!.text).toBe(`${'word '.repeat(CHAT_PREVIEW_LENGTH / 5).trimEnd()}…`);
    expect(Array.from(shortened!.text!)).toHaveLength(CHAT_PREVIEW_LENGTH);

    const gift = await send(me, { kind: 'gift', profile_id: other.profileId, gift: 'diamond' });
    expect(gift.statusCode, gift.body).toBe(201);
    expect((await lastOf(other))[0]).toMatchObject({ kind: 'gift', text: null, gift_name: 'Diamant' });
    expect((await lastOf(me))[0]).toMatchObject({ kind: 'gift', gift_name: 'Diamond', sender: me.profileId });

    const { id: photoId } = await test.db
      .insertInto('chat_photos')
      .values({ owner_profile_id: me.profileId, filename: 'c/a.jpg', thumb_filename: 'c/a-t.jpg', width: 4, height: 3 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const photo = await send(me, { kind: 'photo', profile_id: other.profileId, photo_id: photoId });
    expect(photo.statusCode, photo.body).toBe(201);
    expect((await lastOf(other))[0]).toMatchObject({ kind: 'photo', text: null, gift_name: null });
    expect((await chats(other))[0]!.num_unread_messages).toBe(3);
    expect(message.conversation).toBe((await chats(other))[0]!.conversation);
  });

  it('answers a conversation without messages with a null last message', async () => {
    const [me, other] = [await member(), await member()];
    const [low, high] = [me.profileId, other.profileId].sort((a, b) => a - b);
    const { id } = await test.db
      .insertInto('conversations')
      .values({ profile_low_id: low!, profile_high_id: high!, last_message_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('conversation_members')
      .values([me.profileId, other.profileId].map((profile_id) => ({ conversation_id: id, profile_id })))
      .execute();
    expect(await chats(me)).toEqual([expect.objectContaining({ conversation: id, last_message: null })]);
  });
});
