import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_FINDER_PAGE_SIZE, MatchFinderResponseSchema, type MatchFinderResponse } from '@app/shared/contract';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('match finder (/api/match-finder.php) on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const newMember = () => signUpMember(test, { gender: 'male', sexuality: 'hetero' });

  async function pageOf(member: SignedUpMember, page = 1): Promise<MatchFinderResponse> {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/match-finder.php?page=${page}`,
      cookies: member.cookies,
    });
    expect(response.statusCode, response.body).toBe(200);
    return MatchFinderResponseSchema.parse(response.json());
  }

  it('refuses a visitor', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/match-finder.php' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'authentication_required' });
  });

  it('pages suggestions that fit both ways, without repeats, in the signup matches order', async () => {
    const member = await newMember();
    const first = await pageOf(member);
    expect(first).toMatchObject({ page: 1, has_more: true });
    expect(first.profiles).toHaveLength(MATCH_FINDER_PAGE_SIZE);
    const second = await pageOf(member, 2);
    expect(second.page).toBe(2);
    const ids = [...first.profiles, ...second.profiles].map((profile) => profile.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const profile of [...first.profiles, ...second.profiles]) {
      expect(profile).toMatchObject({ gender: 'female', status: 'active' });
      expect(['hetero', 'bi']).toContain(profile.sexuality);
    }
    const signupMatches = await test.app.inject({
      method: 'GET',
      url: '/api/signup-matches.php',
      cookies: member.cookies,
    });
    const matchIds = (signupMatches.json() as { profiles: Array<{ id: number }> }).profiles.map(
      (profile) => profile.id,
    );
    expect(ids.slice(0, matchIds.length)).toEqual(matchIds);
    const far = await pageOf(member, 10_000);
    expect(far).toEqual({ profiles: [], page: 10_000, has_more: false });
  });

  it('leaves out liked, passed, blocked (either way) and hidden members', async () => {
    const member = await newMember();
    const [liked, passed, blockedByMe, blockingMe, hidden] = (await pageOf(member)).profiles;
    const like = await test.app.inject({
      method: 'POST',
      url: '/api/like.php',
      cookies: member.cookies,
      payload: { profile_id: liked!.id },
    });
    expect(like.statusCode).toBe(200);
    const pass = await test.app.inject({
      method: 'POST',
      url: '/api/swipe-game.php',
      cookies: member.cookies,
      payload: { profile_id: passed!.id, action: 'pass' },
    });
    expect(pass.statusCode).toBe(200);
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: member.userId, blocked_profile_id: blockedByMe!.id })
      .execute();
    const blocker = await test.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', blockingMe!.id)
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: blocker.user_id, blocked_profile_id: member.profileId })
      .execute();
    await test.db.updateTable('profiles').set({ status: 'hidden' }).where('id', '=', hidden!.id).execute();

    const ids = (await pageOf(member)).profiles.map((profile) => profile.id);
    for (const gone of [liked, passed, blockedByMe, blockingMe, hidden]) expect(ids).not.toContain(gone!.id);
    await test.db.updateTable('profiles').set({ status: 'active' }).where('id', '=', hidden!.id).execute();
  });

  it('refuses an invalid page', async () => {
    const member = await newMember();
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/match-finder.php?page=0',
      cookies: member.cookies,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', fields: { page: 'errors.field_invalid' } });
  });
});
