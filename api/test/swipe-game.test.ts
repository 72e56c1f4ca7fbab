import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  localDay,
  SWIPE_GAME_LIKES_PER_DAY,
  SwipeGameStateSchema,
  SwipeResponseSchema,
  type SwipeAction,
  type SwipeGameState,
  timeZoneForCountry,
} from '@app/shared/contract';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('swipe game (/api/swipe-game.php) on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const newMember = () => signUpMember(test, { gender: 'male', sexuality: 'hetero' });

  async function stateOf(member: SignedUpMember): Promise<SwipeGameState> {
    const response = await test.app.inject({ method: 'GET', url: '/api/swipe-game.php', cookies: member.cookies });
    expect(response.statusCode, response.body).toBe(200);
    return SwipeGameStateSchema.parse(response.json());
  }

  const swipe = (member: SignedUpMember, profileId: number, action: SwipeAction) =>
    test.app.inject({
      method: 'POST',
      url: '/api/swipe-game.php',
      cookies: member.cookies,
      payload: { profile_id: profileId, action },
    });

  /** Swipes the current candidate; answers the candidate's id and the next state. */
  async function swipeCandidate(member: SignedUpMember, action: SwipeAction) {
    const { profile } = await stateOf(member);
    expect(profile).not.toBeNull();
    const response = await swipe(member, profile!.id, action);
    expect(response.statusCode, response.body).toBe(200);
    return { id: profile!.id, answer: SwipeResponseSchema.parse(response.json()) };
  }

  /** Moves the member's swipe likes one day back, as if they were given yesterday. */
  async function ageSwipeLikes(member: SignedUpMember): Promise<void> {
    await test.db
      .updateTable('likes')
      .set({ created_at: sql<Date>`created_at - interval '1 day'` })
      .where('liker_profile_id', '=', member.profileId)
      .execute();
  }

  it('refuses a visitor', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await test.app.inject({
        method,
        url: '/api/swipe-game.php',
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required' });
    }
  });

  it('shows a candidate, the likes left and the next midnight of the member’s country', async () => {
    const member = await newMember();
    const state = await stateOf(member);
    expect(state.profile).toMatchObject({ gender: 'female', status: 'active' });
    expect(state.profile).toHaveProperty('city');
    expect(state.likes_left).toBe(SWIPE_GAME_LIKES_PER_DAY);
    const { country } = await test.db
      .selectFrom('profiles')
      .select('country')
      .where('id', '=', member.profileId)
      .executeTakeFirstOrThrow();
    expect(state.resets_at).toBe(localDay(new Date(), timeZoneForCountry(country)).end.toISOString());
  });

  it('counts the day in the member’s time zone: a like just before local midnight is yesterday’s', async () => {
    const member = await newMember();
    await test.db.updateTable('profiles').set({ country: 'NZ' }).where('id', '=', member.profileId).execute();
    const auckland = localDay(new Date(), 'Pacific/Auckland');
    expect((await stateOf(member)).resets_at).toBe(auckland.end.toISOString());
    for (let used = 1; used <= SWIPE_GAME_LIKES_PER_DAY; used += 1) await swipeCandidate(member, 'like');
    expect((await stateOf(member)).likes_left).toBe(0);
    // Move the likes to one minute before today's midnight in Auckland: they belong to yesterday there.
    await test.db
      .updateTable('likes')
      .set({ created_at: new Date(auckland.start.getTime() - 60_000) })
      .where('liker_profile_id', '=', member.profileId)
      .execute();
    expect((await stateOf(member)).likes_left).toBe(SWIPE_GAME_LIKES_PER_DAY);
  });

  it('allows 4 likes a day, then 429 swipe_limit; passes stay unlimited; the next day likes come back', async () => {
    const member = await newMember();
    for (let used = 1; used <= SWIPE_GAME_LIKES_PER_DAY; used += 1) {
      const { id, answer } = await swipeCandidate(member, 'like');
      expect(answer.likes_left).toBe(SWIPE_GAME_LIKES_PER_DAY - used);
      const like = await test.db
        .selectFrom('likes')
        .select('source')
        .where('liker_profile_id', '=', member.profileId)
        .where('liked_profile_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(like.source).toBe('swipe');
    }
    const { profile } = await stateOf(member);
    const refused = await swipe(member, profile!.id, 'like');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'swipe_limit' });
    expect(refused.json().minutes).toBeGreaterThan(0);
    // The refused like was not stored.
    expect((await stateOf(member)).profile!.id).toBe(profile!.id);

    for (let pass = 0; pass < 3; pass += 1) {
      const { answer } = await swipeCandidate(member, 'pass');
      expect(answer).toMatchObject({ match: false, likes_left: 0 });
    }

    await ageSwipeLikes(member);
    expect((await stateOf(member)).likes_left).toBe(SWIPE_GAME_LIKES_PER_DAY);
    const { answer } = await swipeCandidate(member, 'like');
    expect(answer.likes_left).toBe(SWIPE_GAME_LIKES_PER_DAY - 1);
  });

  it('lets only one of two likes at once take the last like of the day', async () => {
    const member = await newMember();
    for (let used = 1; used < SWIPE_GAME_LIKES_PER_DAY; used += 1) await swipeCandidate(member, 'like');
    const first = (await stateOf(member)).profile!;
    await swipeCandidate(member, 'pass');
    const second = (await stateOf(member)).profile!;
    // The first candidate was passed, but may still be liked: two different profiles at once.
    await test.db.deleteFrom('swipe_passes').where('passer_profile_id', '=', member.profileId).execute();
    const answers = await Promise.all([swipe(member, first.id, 'like'), swipe(member, second.id, 'like')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const { count } = await test.db
      .selectFrom('likes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('liker_profile_id', '=', member.profileId)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(SWIPE_GAME_LIKES_PER_DAY);
  });

  it('never shows a candidate again after a like or a pass', async () => {
    const member = await newMember();
    const seen = new Set<number>();
    for (const action of ['pass', 'like', 'pass', 'pass', 'like', 'pass'] as const) {
      const { id, answer } = await swipeCandidate(member, action);
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      expect(answer.profile).not.toBeNull();
      expect(seen.has(answer.profile!.id)).toBe(false);
    }
    // Passing the same profile again is harmless.
    const [passed] = [...seen];
    expect((await swipe(member, passed!, 'pass')).statusCode).toBe(200);
  });

  it('leaves out blocked (either way) and hidden members, and refuses to swipe them', async () => {
    const member = await newMember();
    const blockedByMe = (await stateOf(member)).profile!;
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: member.userId, blocked_profile_id: blockedByMe.id })
      .execute();
    const blockingMe = (await stateOf(member)).profile!;
    expect(blockingMe.id).not.toBe(blockedByMe.id);
    const blocker = await test.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', blockingMe.id)
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: blocker.user_id, blocked_profile_id: member.profileId })
      .execute();
    const hidden = (await stateOf(member)).profile!;
    expect([blockedByMe.id, blockingMe.id]).not.toContain(hidden.id);
    await test.db.updateTable('profiles').set({ status: 'hidden' }).where('id', '=', hidden.id).execute();
    const next = (await stateOf(member)).profile!;
    expect([blockedByMe.id, blockingMe.id, hidden.id]).not.toContain(next.id);

    for (const id of [blockedByMe.id, blockingMe.id, hidden.id]) {
      for (const action of ['like', 'pass'] as const) {
        const response = await swipe(member, id, action);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      }
    }
    await test.db.updateTable('profiles').set({ status: 'active' }).where('id', '=', hidden.id).execute();
  });

  it('answers match: true when the candidate already likes the member', async () => {
    const member = await newMember();
    const candidate = (await stateOf(member)).profile!;
    await test.db
      .insertInto('likes')
      .values({ liker_profile_id: candidate.id, liked_profile_id: member.profileId })
      .execute();
    const { id, answer } = await swipeCandidate(member, 'like');
    expect(id).toBe(candidate.id);
    expect(answer.match).toBe(true);
    const other = await swipeCandidate(member, 'like');
    expect(other.answer.match).toBe(false);
  });

  it('validates the request', async () => {
    const member = await newMember();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/swipe-game.php',
      cookies: member.cookies,
      payload: { profile_id: 1, action: 'superlike' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', fields: { action: 'errors.field_invalid' } });
  });
});
