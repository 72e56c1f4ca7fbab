import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../src/modules/events/event-bus';
import { chatHelpers } from './support/chat-members';
import type { SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('like live events on %s', (kind) => {
  let test: TestApp;
  const published: BusMessage[] = [];
  beforeAll(async () => {
    test = await createTestApp(kind);
    test.app.liveBus.subscribe((message) => published.push(message));
  });
  afterAll(async () => {
    await test?.close();
  });
  const { member, liveEvents } = chatHelpers(() => test);

  const like = (who: SignedUpMember, profileId: number) =>
    test.app.inject({ method: 'POST', url: '/api/like.php', cookies: who.cookies, payload: { profile_id: profileId } });

  it('tells the liked member once per new like, with match when it goes both ways, after commit', async () => {
    const [a, b] = [await member(), await member()];
    expect((await like(a, b.profileId)).statusCode).toBe(200);
    expect((await like(a, b.profileId)).statusCode).toBe(200);
    expect((await liveEvents(b)).map((event) => [event.type, event.payload])).toEqual([
      ['like', { profile_id: a.profileId, match: false }],
    ]);
    await like(b, a.profileId);
    expect((await liveEvents(a)).map((event) => [event.type, event.payload])).toEqual([
      ['like', { profile_id: b.profileId, match: true }],
    ]);
    expect(published.filter((message) => message.userId === b.userId || message.userId === a.userId)).toEqual([
      { userId: b.userId, seq: 1, event: { type: 'like', profile_id: a.profileId, match: false } },
      { userId: a.userId, seq: 1, event: { type: 'like', profile_id: b.profileId, match: true } },
    ]);
  });

  it('tells the liked member of a swipe-game like', async () => {
    const swiper = await member();
    const state = await test.app.inject({ url: '/api/swipe-game.php', cookies: swiper.cookies });
    const candidate = state.json().profile.id as number;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/swipe-game.php',
      cookies: swiper.cookies,
      payload: { profile_id: candidate, action: 'like' },
    });
    expect(response.statusCode).toBe(200);
    const owner = await test.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', candidate)
      .executeTakeFirstOrThrow();
    const events = await test.db
      .selectFrom('live_events')
      .select(['type', 'payload'])
      .where('user_id', '=', owner.user_id)
      .execute();
    expect(events).toContainEqual({ type: 'like', payload: { profile_id: swiper.profileId, match: false } });
  });
});
