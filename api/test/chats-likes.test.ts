import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsResponseSchema, LikesResponseSchema } from '@app/shared/contract';
import { signUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('chats and likes on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const member = () => signUpMember(test);

  /** Demo profiles to talk to. */
  async function demoProfiles(count: number): Promise<number[]> {
    const rows = await test.db.selectFrom('profiles').select('id').orderBy('id').limit(count).execute();
    return rows.map((row) => row.id);
  }

  async function conversation(own: number, other: number, unread: number, lastMessageAt: Date) {
    const [low, high] = own < other ? [own, other] : [other, own];
    const { id } = await test.db
      .insertInto('conversations')
      .values({ profile_low_id: low, profile_high_id: high, last_message_at: lastMessageAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('conversation_members')
      .values([
        { conversation_id: id, profile_id: own, unread_count: unread, last_read_message_id: null, deleted_at: null },
        { conversation_id: id, profile_id: other, unread_count: 0, last_read_message_id: null, deleted_at: null },
      ])
      .execute();
    return id;
  }

  it('answers 403 authentication_required to a visitor', async () => {
    for (const url of ['/api/chats.php', '/api/likes.php']) {
      const response = await test.app.inject({ url });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required' });
    }
  });

  it("lists a member's conversations newest first with unread counts, without deleted ones or blocked members", async () => {
    const me = await member();
    const [a, b, c, d] = await demoProfiles(4);
    const older = await conversation(me.profileId, a!, 2, new Date('2026-01-01T10:00:00Z'));
    const newer = await conversation(me.profileId, b!, 0, new Date('2026-02-01T10:00:00Z'));
    const deleted = await conversation(me.profileId, c!, 1, new Date('2026-03-01T10:00:00Z'));
    await test.db
      .updateTable('conversation_members')
      .set({ deleted_at: new Date() })
      .where('conversation_id', '=', deleted)
      .where('profile_id', '=', me.profileId)
      .execute();
    await conversation(me.profileId, d!, 5, new Date('2026-04-01T10:00:00Z'));
    await test.db.insertInto('blocks').values({ blocker_user_id: me.userId, blocked_profile_id: d! }).execute();

    const response = await test.app.inject({ url: '/api/chats.php', cookies: me.cookies });
    expect(response.statusCode).toBe(200);
    const { chats } = ChatsResponseSchema.parse(response.json());
    expect(chats.map((chat) => [chat.conversation, chat.profile.id, chat.num_unread_messages])).toEqual([
      [newer, b, 0],
      [older, a, 2],
    ]);
    expect(chats[0]!.profile.main_image?.filename).toMatch(/^photos\//);
  });

  it("never lists another member's conversations", async () => {
    const me = await member();
    const other = await member();
    const [a] = await demoProfiles(1);
    await conversation(other.profileId, a!, 3, new Date());
    const { chats } = (await test.app.inject({ url: '/api/chats.php', cookies: me.cookies })).json();
    expect(chats).toEqual([]);
  });

  it('answers likes given and received, new likes first, blocked members left out', async () => {
    const me = await member();
    const [liked, oldFan, newFan, blockedFan] = await demoProfiles(4);
    await test.db
      .insertInto('likes')
      .values([
        { liker_profile_id: me.profileId, liked_profile_id: liked! },
        {
          liker_profile_id: oldFan!,
          liked_profile_id: me.profileId,
          like_new: false,
          created_at: new Date('2026-05-02T00:00:00Z'),
        },
        {
          liker_profile_id: newFan!,
          liked_profile_id: me.profileId,
          like_new: true,
          created_at: new Date('2026-05-01T00:00:00Z'),
        },
        { liker_profile_id: blockedFan!, liked_profile_id: me.profileId, like_new: true },
      ])
      .execute();
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: me.userId, blocked_profile_id: blockedFan! })
      .execute();

    const response = await test.app.inject({ url: '/api/likes.php', cookies: me.cookies });
    expect(response.statusCode).toBe(200);
    const likes = LikesResponseSchema.parse(response.json());
    expect(likes.liked_by).toEqual([
      { id: newFan, like_new: true },
      { id: oldFan, like_new: false },
    ]);
    expect(likes.profiles.map((profile) => profile.id).sort()).toEqual([liked!, oldFan!, newFan!].sort());
  });
});
