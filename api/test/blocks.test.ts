import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsResponseSchema, LikesResponseSchema, REPORT_TEXT_MAX, ReportResponseSchema } from '@app/shared/contract';
import { REPORT_RATE_LIMIT } from '../src/modules/members/report.routes';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('blocking and reporting on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  /** A signed-up member whose profile others can see (as after confirming the mail address). */
  async function activeMember(): Promise<SignedUpMember> {
    const member = await signUpMember(test);
    await test.db.updateTable('users').set({ status: 'confirmed' }).where('id', '=', member.userId).execute();
    await test.db.updateTable('profiles').set({ status: 'active' }).where('id', '=', member.profileId).execute();
    return member;
  }

  const block = (method: 'POST' | 'DELETE', member: SignedUpMember | null, payload: unknown) =>
    test.app.inject({ method, url: '/api/block.php', cookies: member?.cookies ?? {}, payload: payload as object });
  const report = (member: SignedUpMember | null, payload: unknown) =>
    test.app.inject({
      method: 'POST',
      url: '/api/report.php',
      cookies: member?.cookies ?? {},
      payload: payload as object,
    });
  const view = (member: SignedUpMember, id: number) =>
    test.app.inject({ url: `/api/member.php?id=${id}`, cookies: member.cookies });

  async function conversation(own: number, other: number) {
    const [low, high] = own < other ? [own, other] : [other, own];
    const { id } = await test.db
      .insertInto('conversations')
      .values({ profile_low_id: low, profile_high_id: high, last_message_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('conversation_members')
      .values(
        [own, other].map((profileId) => ({
          conversation_id: id,
          profile_id: profileId,
          unread_count: 0,
          last_read_message_id: null,
          deleted_at: null,
        })),
      )
      .execute();
  }

  it('blocks and unblocks idempotently, never oneself or an unknown profile, and never for a visitor', async () => {
    const me = await activeMember();
    const other = await activeMember();
    for (let round = 0; round < 2; round += 1) {
      const blocked = await block('POST', me, { profile_id: other.profileId });
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json()).toEqual({ blocked: true });
    }
    const rows = await test.db.selectFrom('blocks').selectAll().where('blocker_user_id', '=', me.userId).execute();
    expect(rows.map((row) => row.blocked_profile_id)).toEqual([other.profileId]);
    for (let round = 0; round < 2; round += 1) {
      expect((await block('DELETE', me, { profile_id: other.profileId })).json()).toEqual({ blocked: false });
    }
    expect(await test.db.selectFrom('blocks').selectAll().where('blocker_user_id', '=', me.userId).execute()).toEqual(
      [],
    );

    const self = await block('POST', me, { profile_id: me.profileId });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'validation_failed', fields: { profile_id: 'errors.field_invalid' } });
    expect((await block('POST', me, { profile_id: 999999 })).json()).toEqual({ error: 'not_found' });
    expect((await block('POST', me, { profile_id: 'x' })).statusCode).toBe(400);
    const visitor = await block('POST', null, { profile_id: other.profileId });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({ error: 'authentication_required' });
  });

  it("hides the blocker's profile from the blocked member, and the blocked member from the blocker's likes and chats", async () => {
    const blocker = await activeMember();
    const blocked = await activeMember();
    await test.db
      .insertInto('likes')
      .values([
        { liker_profile_id: blocked.profileId, liked_profile_id: blocker.profileId },
        { liker_profile_id: blocker.profileId, liked_profile_id: blocked.profileId },
      ])
      .execute();
    await conversation(blocker.profileId, blocked.profileId);
    const likesOf = async (member: SignedUpMember) =>
      LikesResponseSchema.parse((await test.app.inject({ url: '/api/likes.php', cookies: member.cookies })).json());
    const chatsOf = async (member: SignedUpMember) =>
      ChatsResponseSchema.parse((await test.app.inject({ url: '/api/chats.php', cookies: member.cookies })).json());
    expect((await view(blocked, blocker.profileId)).statusCode).toBe(200);
    expect((await likesOf(blocker)).profiles.map((profile) => profile.id)).toEqual([blocked.profileId]);
    expect((await chatsOf(blocker)).chats.map((chat) => chat.profile.id)).toEqual([blocked.profileId]);

    expect((await block('POST', blocker, { profile_id: blocked.profileId })).statusCode).toBe(200);

    const refused = await view(blocked, blocker.profileId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'not_found' });
    expect(await likesOf(blocker)).toMatchObject({ profiles: [], liked_by: [] });
    // Nor does the blocked member find the blocker among their likes, either way.
    expect(await likesOf(blocked)).toMatchObject({ profiles: [], liked_by: [], liked: [] });
    expect((await chatsOf(blocker)).chats).toEqual([]);
    expect((await chatsOf(blocked)).chats).toEqual([]);
    // The blocker still sees the blocked profile, marked, so that they can unblock.
    expect((await view(blocker, blocked.profileId)).json().profile.blocked).toBe(true);

    await block('DELETE', blocker, { profile_id: blocked.profileId });
    expect((await view(blocked, blocker.profileId)).statusCode).toBe(200);
    expect((await likesOf(blocker)).profiles.map((profile) => profile.id)).toEqual([blocked.profileId]);
    expect((await chatsOf(blocker)).chats).toHaveLength(1);
  });

  it('stores a report for the operators and answers its reference', async () => {
    const me = await activeMember();
    const other = await activeMember();
    const response = await report(me, { profile_id: other.profileId, reason: 'fake', text: '  Photos of a model.  ' });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = ReportResponseSchema.parse(response.json());
    expect(reference).toMatch(/^R-[A-Z2-9]{8}$/);
    const row = await test.db
      .selectFrom('reports')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reporter_user_id: me.userId,
      reported_profile_id: other.profileId,
      reason: 'fake',
      text: 'Photos of a model.',
      handled_at: null,
    });
    // The text is optional.
    expect((await report(me, { profile_id: other.profileId, reason: 'spam' })).statusCode).toBe(201);
  });

  it('refuses a report with a bad reason or too long a text, about oneself, an unknown profile, or from a visitor', async () => {
    const me = await activeMember();
    const other = await activeMember();
    const bad = await report(me, {
      profile_id: other.profileId,
      reason: 'boring',
      text: 'x'.repeat(REPORT_TEXT_MAX + 1),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'validation_failed',
      fields: { reason: 'errors.field_invalid', text: 'errors.too_long' },
    });
    expect((await report(me, { profile_id: other.profileId, reason: 'spam', extra: 1 })).json()).toEqual({
      error: 'validation_failed',
      fields: { extra: 'errors.field_unknown' },
    });
    expect((await report(me, { profile_id: me.profileId, reason: 'spam' })).statusCode).toBe(400);
    expect((await report(me, { profile_id: 999999, reason: 'spam' })).json()).toEqual({ error: 'not_found' });
    const visitor = await report(null, { profile_id: other.profileId, reason: 'spam' });
    expect(visitor.statusCode).toBe(403);
    expect(
      await test.db.selectFrom('reports').select('id').where('reporter_user_id', '=', me.userId).execute(),
    ).toEqual([]);
  });

  it(`allows ${REPORT_RATE_LIMIT.limit} reports an hour per member, then 429 rate_limited`, async () => {
    const me = await activeMember();
    const other = await activeMember();
    for (let count = 0; count < REPORT_RATE_LIMIT.limit; count += 1) {
      expect((await report(me, { profile_id: other.profileId, reason: 'spam' })).statusCode).toBe(201);
    }
    const limited = await report(me, { profile_id: other.profileId, reason: 'spam' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not affected.
    expect((await report(other, { profile_id: me.profileId, reason: 'spam' })).statusCode).toBe(201);
  });
});
