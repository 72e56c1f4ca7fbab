import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimeBonusResponseSchema, UserResponseSchema, UserSchema } from '@app/shared/contract';
import { signUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

let sequence = 0;
const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'session');

const SUBSCRIPTION = {
  endpoint: 'https://push.example.net/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe.each(DATABASE_KINDS)('the /api/user.php family on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  /** Signs a new member up; answers their id and session token. */
  const member = async (overrides: Record<string, unknown> = {}) => {
    const signedUp = await signUpMember(test, {
      email: `user-${sequence++}@example.com`,
      name: 'Robin',
      date_of_birth: '1985-11-03',
      password: 'correct horse battery',
      gender: 'male',
      ...overrides,
    });
    return { id: signedUp.userId, token: signedUp.token };
  };
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      ...(token ? { cookies: { session: token } } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  describe('GET /api/user.php', () => {
    it('answers null for a visitor', async () => {
      expect((await call('GET', '/api/user.php')).json()).toEqual({ user: null });
    });

    it('answers the whole user with photo, interests and credits, and marks the member seen', async () => {
      const { id, token } = await member();
      const profile = await test.db
        .selectFrom('profiles')
        .select('id')
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
      await test.db
        .insertInto('photos')
        .values([
          { profile_id: profile.id, filename: 'a/old.jpg', thumb_filename: 'a/old-t.jpg', width: 800, height: 800 },
          {
            profile_id: profile.id,
            filename: 'a/main.jpg',
            thumb_filename: 'a/main-t.jpg',
            width: 800,
            height: 800,
            is_main: true,
          },
        ])
        .execute();
      const interests = await test.db
        .insertInto('interests')
        .values([
          { key: `hiking-${sequence++}`, names: JSON.stringify({ en: 'Hiking' }) as never },
          { key: `cooking-${sequence++}`, names: JSON.stringify({ en: 'Cooking' }) as never },
        ])
        .returning(['id', 'key'])
        .execute();
      await test.db
        .insertInto('profile_interests')
        .values(interests.map((interest) => ({ profile_id: profile.id, interest_id: interest.id })))
        .execute();
      await test.db.insertInto('credit_balances').values({ user_id: id, balance: 7 }).execute();

      const response = await call('GET', '/api/user.php', token);
      expect(response.statusCode).toBe(200);
      const user = UserSchema.strict().parse(response.json().user);
      expect(Object.keys(user.profile).sort()).toEqual(
        [
          'id',
          'name',
          'main_image',
          'country',
          'age',
          'gender',
          'sexuality',
          'status',
          'interests',
          'hair_colour',
          'eye_colour',
          'body_type',
          'relationship_status',
          'tattoos',
        ].sort(),
      );
      expect(user).toMatchObject({
        credits: 7,
        profile: {
          id: profile.id,
          name: 'Robin',
          gender: 'male',
          sexuality: 'bi',
          main_image: { filename: 'a/main.jpg', thumb_filename: 'a/main-t.jpg', match: 'a/main.jpg' },
          hair_colour: null,
        },
      });
      expect(user.profile.interests.sort()).toEqual(interests.map((interest) => interest.key).sort());
      const seen = await test.db
        .selectFrom('users')
        .select('last_seen_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Date.now() - new Date(seen.last_seen_at!).getTime()).toBeLessThan(10_000);
    });

    it('clears a cookie whose session has expired', async () => {
      const { id, token } = await member();
      await test.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', id)
        .execute();
      const response = await call('GET', '/api/user.php', token);
      expect(response.json()).toEqual({ user: null });
      expect(sessionCookie(response)?.value).toBe('');
    });
  });

  describe('PUT /api/user.php', () => {
    it('saves the language and answers the user', async () => {
      const { id, token } = await member();
      const response = await call('PUT', '/api/user.php', token, { language: 'fi' });
      expect(response.statusCode).toBe(200);
      expect(UserResponseSchema.parse(response.json()).user?.language).toBe('fi');
      const row = await test.db.selectFrom('users').select('language').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.language).toBe('fi');
      expect((await call('GET', '/api/user.php', token)).json().user.language).toBe('fi');
    });

    it('needs a session', async () => {
      const response = await call('PUT', '/api/user.php', undefined, { language: 'fi' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required' });
    });

    it('refuses a language the site does not have', async () => {
      const { token } = await member();
      const response = await call('PUT', '/api/user.php', token, { language: 'xx' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'validation_failed', fields: { language: 'errors.field_invalid' } });
    });
  });

  describe('POST /api/user.php?push=1', () => {
    it('stores the subscription once per endpoint', async () => {
      const { id, token } = await member();
      const endpoint = `${SUBSCRIPTION.endpoint}-${sequence++}`;
      const first = await call('POST', '/api/user.php?push=1', token, { subscription: { ...SUBSCRIPTION, endpoint } });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ ok: true });
      const renewed = { ...SUBSCRIPTION, endpoint, keys: { ...SUBSCRIPTION.keys, auth: 'bmV3QXV0aFNlY3JldA' } };
      expect((await call('POST', '/api/user.php?push=1', token, { subscription: renewed })).statusCode).toBe(200);
      const rows = await test.db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('endpoint', '=', endpoint)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: id, auth: 'bmV3QXV0aFNlY3JldA', p256dh: SUBSCRIPTION.keys.p256dh });
    });

    it('needs a session', async () => {
      const response = await call('POST', '/api/user.php?push=1', undefined, { subscription: SUBSCRIPTION });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'authentication_required' });
      const rows = await test.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', SUBSCRIPTION.endpoint)
        .execute();
      expect(rows).toHaveLength(0);
    });

    it('refuses an endpoint that is not https', async () => {
      const { token } = await member();
      const response = await call('POST', '/api/user.php?push=1', token, {
        subscription: { ...SUBSCRIPTION, endpoint: 'http://push.example.net/send/1' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        fields: { 'subscription.endpoint': 'errors.field_invalid' },
      });
    });
  });

  describe('GET /api/logout.php', () => {
    it('answers ok for a visitor too', async () => {
      const response = await test.app.inject({ url: '/api/logout.php', headers: { 'x-client-type': 'web' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    });
  });

  describe('GET /api/timebonus.php', () => {
    const timeBonus = async (token?: string) =>
      TimeBonusResponseSchema.parse((await call('GET', '/api/timebonus.php', token)).json()).time_bonus;

    it('offers the bonus right after sign-up', async () => {
      const { token } = await member();
      const bonus = await timeBonus(token);
      expect(bonus).toMatchObject({ code: 'TIMEBONUS25', percentage: 25 });
      expect(bonus!.seconds_left).toBeLessThanOrEqual(14_400);
      expect(bonus!.seconds_left).toBeGreaterThan(14_000);
      const expiresIn = new Date(bonus!.expires_at).getTime() - Date.now();
      expect(Math.abs(expiresIn / 1000 - bonus!.seconds_left)).toBeLessThan(5);
    });

    it('offers nothing to a paying member', async () => {
      const { id, token } = await member();
      await test.db.updateTable('users').set({ paid_user: true }).where('id', '=', id).execute();
      expect(await timeBonus(token)).toBeNull();
    });

    it('offers nothing 4 hours and 1 second after sign-up', async () => {
      const { id, token } = await member();
      const signupDate = new Date(Date.now() - (14_400 + 1) * 1000);
      await test.db.updateTable('users').set({ signup_date: signupDate }).where('id', '=', id).execute();
      expect(await timeBonus(token)).toBeNull();
    });

    it('offers nothing to a visitor', async () => {
      expect(await timeBonus()).toBeNull();
    });
  });

  describe('POST /api/page-hidden.php', () => {
    const beacon = (options: { token?: string; payload?: string; contentType?: string } = {}) =>
      test.app.inject({
        method: 'POST',
        url: '/api/page-hidden.php',
        ...(options.token ? { cookies: { session: options.token } } : {}),
        ...(options.contentType ? { headers: { 'content-type': options.contentType } } : {}),
        ...(options.payload !== undefined ? { payload: options.payload } : {}),
      });

    it('answers 204 to a visitor, for {}, for an empty JSON body, a text/plain beacon and no body', async () => {
      for (const [payload, contentType] of [
        ['{}', 'application/json'],
        ['', 'application/json'],
        ['', 'text/plain;charset=UTF-8'],
        ['{not json', 'application/json'],
        [undefined, undefined],
      ] as const) {
        const response = await beacon({ payload, contentType });
        expect(response.statusCode, `${contentType} ${payload}`).toBe(204);
        expect(response.body).toBe('');
      }
    });

    it('answers 204 even to an oversized beacon', async () => {
      const response = await beacon({ payload: 'x'.repeat(100 * 1024), contentType: 'text/plain' });
      expect(response.statusCode).toBe(204);
    });

    it('records when the page of a member became hidden', async () => {
      const { id, token } = await member();
      const before = await test.db
        .selectFrom('users')
        .select('last_hidden_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(before.last_hidden_at).toBeNull();
      const response = await beacon({ token, payload: '', contentType: 'text/plain;charset=UTF-8' });
      expect(response.statusCode).toBe(204);
      const after = await test.db
        .selectFrom('users')
        .select('last_hidden_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Date.now() - new Date(after.last_hidden_at!).getTime()).toBeLessThan(10_000);
    });
  });
});
