import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutoLikeResponseSchema, LikeResponseSchema, LikesResponseSchema } from '@app/shared/contract';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('like, unlike and auto-like on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const inject = (options: InjectOptions) => test.app.inject(options);

  /** A confirmed member (an unconfirmed member's profile is disabled). */
  async function member(): Promise<SignedUpMember> {
    const signedUp = await signUpMember(test);
    await confirmUser(test.db, signedUp.userId);
    return signedUp;
  }

  function likeCall(method: 'POST' | 'DELETE', who: SignedUpMember, profileId: number) {
    return inject({ method, url: '/api/like.php', cookies: who.cookies, payload: { profile_id: profileId } });
  }

  async function likes(who: SignedUpMember) {
    const response = await inject({ url: '/api/likes.php', cookies: who.cookies });
    expect(response.statusCode).toBe(200);
    return LikesResponseSchema.parse(response.json());
  }

  it('answers 403 authentication_required to a visitor', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await inject({ method, url: '/api/like.php', payload: { profile_id: 1 } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required' });
    }
    const response = await inject({ url: '/api/auto-like.php' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'authentication_required' });
  });

  it('likes once however often it is sent, shows the like as new to the other, and reports a match', async () => {
    const me = await member();
    const other = await member();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await likeCall('POST', me, other.profileId);
      expect(response.statusCode, response.body).toBe(200);
      expect(LikeResponseSchema.parse(response.json())).toEqual({ liked: true, match: false });
    }
    expect((await likes(other)).liked_by).toEqual([{ id: me.profileId, like_new: true }]);
    expect((await likes(me)).profiles.map((profile) => profile.id)).toEqual([other.profileId]);

    const back = await likeCall('POST', other, me.profileId);
    expect(back.json()).toEqual({ liked: true, match: true });
    const mine = await likes(me);
    expect(mine.liked_by).toEqual([{ id: other.profileId, like_new: true }]);
    expect(mine.liked).toEqual([other.profileId]);
    expect(mine.profiles.map((profile) => profile.id)).toEqual([other.profileId]);
  });

  it('takes a like back, idempotently', async () => {
    const me = await member();
    const other = await member();
    await likeCall('POST', me, other.profileId);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await likeCall('DELETE', me, other.profileId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ liked: false, match: false });
    }
    expect((await likes(other)).liked_by).toEqual([]);
  });

  it('answers 404 for oneself, an unknown, hidden or disabled profile', async () => {
    const me = await member();
    const hidden = await member();
    await test.db.updateTable('profiles').set({ status: 'hidden' }).where('id', '=', hidden.profileId).execute();
    const unconfirmed = await signUpMember(test);
    for (const id of [me.profileId, 2_000_000_000, hidden.profileId, unconfirmed.profileId]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await likeCall(method, me, id);
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      }
    }
    expect((await likes(hidden)).liked_by).toEqual([]);
  });

  it("answers 404 for a profile outside the member's pool (ADR 0009): a country the site does not serve", async () => {
    const me = await member();
    const abroad = await member();
    await test.db.updateTable('profiles').set({ country: 'JP' }).where('id', '=', abroad.profileId).execute();
    const response = await likeCall('POST', me, abroad.profileId);
    expect(response.statusCode).toBe(404);
    expect((await likes(abroad)).liked_by).toEqual([]);
  });

  it('answers 404 when either member blocked the other', async () => {
    const me = await member();
    const blocker = await member();
    const blockedByMe = await member();
    await test.db
      .insertInto('blocks')
      .values([
        { blocker_user_id: blocker.userId, blocked_profile_id: me.profileId },
        { blocker_user_id: me.userId, blocked_profile_id: blockedByMe.profileId },
      ])
      .execute();
    for (const target of [blocker, blockedByMe]) {
      const response = await likeCall('POST', me, target.profileId);
      expect(response.statusCode).toBe(404);
    }
    expect((await likes(blocker)).liked_by).toEqual([]);
  });

  it('rejects a request without a valid profile id', async () => {
    const me = await member();
    for (const payload of [{}, { profile_id: 'x' }, { profile_id: -1 }, { profile_id: 1, extra: true }]) {
      const response = await inject({ method: 'POST', url: '/api/like.php', cookies: me.cookies, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
  });

  it('auto-like: a fictional member of the pool now likes the member, as a new like, a different one each time', async () => {
    const me = await member();
    const first = AutoLikeResponseSchema.parse(
      (await inject({ url: '/api/auto-like.php', cookies: me.cookies })).json(),
    );
    const second = AutoLikeResponseSchema.parse(
      (await inject({ url: '/api/auto-like.php', cookies: me.cookies })).json(),
    );
    expect(second.profile.id).not.toBe(first.profile.id);
    const likers = await test.db
      .selectFrom('likes')
      .innerJoin('profiles', 'profiles.id', 'likes.liker_profile_id')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['likes.liker_profile_id', 'likes.source', 'users.fictional', 'profiles.status'])
      .where('likes.liked_profile_id', '=', me.profileId)
      .execute();
    expect(likers).toHaveLength(2);
    for (const liker of likers) expect(liker).toMatchObject({ source: 'auto', fictional: true, status: 'active' });
    const { liked_by } = await likes(me);
    expect(liked_by.map((like) => like.id).sort()).toEqual([first.profile.id, second.profile.id].sort());
    expect(liked_by.every((like) => like.like_new)).toBe(true);
  });

  it('auto-like: answers 404 when no fictional member of the pool is left', async () => {
    const me = await member();
    await test.db
      .updateTable('users')
      .set({ fictional: false })
      .where('fictional', '=', true)
      .where('id', '!=', me.userId)
      .returning('id')
      .execute()
      .then(async (rows) => {
        try {
          const response = await inject({ url: '/api/auto-like.php', cookies: me.cookies });
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: 'not_found' });
        } finally {
          const ids = rows.map((row) => row.id);
          if (ids.length > 0)
            await test.db.updateTable('users').set({ fictional: true }).where('id', 'in', ids).execute();
        }
      });
  });
});
