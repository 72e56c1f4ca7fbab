import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserResponseSchema } from '@app/shared/contract';
import { hashPassword } from '../src/modules/auth/password';
import { signUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery';
let sequence = 0;
/** A fresh client address per call, so that the per-address rate limits stay out of the way. */
const nextIp = () => `10.1.${Math.floor(sequence / 200)}.${(sequence++ % 200) + 1}`;
const uniqueEmail = (label: string) => `${label}-${sequence++}@example.com`;

const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'session');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** What a same-origin fetch of the site's page sends (GET /api/logout.php is refused from other sites). */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(DATABASE_KINDS)('login and sessions on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const signUp = async (email = uniqueEmail('member')) => {
    await signUpMember(test, {
      email,
      name: 'Sunny',
      date_of_birth: '1990-05-17',
      password: PASSWORD,
      sexuality: 'hetero',
    });
    return email;
  };
  const login = (email: string, password: string, options: { cookies?: Record<string, string>; ip?: string } = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/user.php',
      remoteAddress: options.ip ?? nextIp(),
      payload: { email, password },
      ...(options.cookies ? { cookies: options.cookies } : {}),
    });
  const getUser = (token: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url: '/api/user.php', cookies: { session: token }, headers });

  it('logs in with a fresh HttpOnly SameSite cookie, answers the user and stores only a hash', async () => {
    const email = await signUp();
    const response = await login(email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    const { user } = UserResponseSchema.parse(response.json());
    expect(user).toMatchObject({ status: 'not_confirmed', paid_user: false, profile: { name: 'Sunny' } });

    const cookie = sessionCookie(response)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBe(30 * 86_400);
    expect(cookie.secure).toBeFalsy();

    const sessions = await test.db.selectFrom('sessions').selectAll().execute();
    expect(sessions.some((row) => row.token_hash === cookie.value)).toBe(false);
    expect(JSON.stringify(sessions)).not.toContain(cookie.value);
    const stored = sessions.find((row) => row.token_hash === sha256(cookie.value))!;
    expect(stored).toBeDefined();
    expect(new Date(stored.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('answers the user for the cookie and nothing after logout', async () => {
    const email = await signUp();
    const loggedIn = await login(email, PASSWORD);
    const token = sessionCookie(loggedIn)!.value;

    const me = await getUser(token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(loggedIn.json());

    const logout = await test.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      cookies: { session: token },
      headers: SAME_ORIGIN,
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    expect(sessionCookie(logout)?.value).toBe('');
    const row = await test.db
      .selectFrom('sessions')
      .select('user_id')
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();
    expect(row).toBeUndefined();

    const after = await getUser(token);
    expect(after.json()).toEqual({ user: null });
  });

  it('logs out on every device with everywhere=1, and only this device without it', async () => {
    const email = await signUp();
    const phone = sessionCookie(await login(email, PASSWORD))!.value;
    const laptop = sessionCookie(await login(email, PASSWORD))!.value;
    const tablet = sessionCookie(await login(email, PASSWORD))!.value;

    await test.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      cookies: { session: tablet },
      headers: SAME_ORIGIN,
    });
    expect((await getUser(tablet)).json()).toEqual({ user: null });
    expect((await getUser(phone)).json().user).not.toBeNull();

    const everywhere = await test.app.inject({
      method: 'GET',
      url: '/api/logout.php?everywhere=1',
      cookies: { session: phone },
      headers: SAME_ORIGIN,
    });
    expect(everywhere.json()).toEqual({ ok: true });
    expect((await getUser(phone)).json()).toEqual({ user: null });
    expect((await getUser(laptop)).json()).toEqual({ user: null });
  });

  it('answers login_failed alike for a wrong password and an unknown email', async () => {
    const email = await signUp();
    const wrongPassword = await login(email, 'not the password');
    const unknownEmail = await login(uniqueEmail('nobody'), PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: 'login_failed' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(sessionCookie(wrongPassword)).toBeUndefined();
    expect(sessionCookie(unknownEmail)).toBeUndefined();
  });

  it('blocks an email for 15 minutes after 5 wrong passwords, even with the right one', async () => {
    const email = await signUp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(email, `wrong ${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json();
    expect(body.error).toBe('login_blocked');
    expect([14, 15]).toContain(body.minutes);
    expect(sessionCookie(blocked)).toBeUndefined();
    const failures = await test.db
      .selectFrom('login_attempts')
      .select('succeeded')
      .where('email_normalized', '=', email)
      .execute();
    expect(failures).toHaveLength(5);
    expect(failures.every((row) => !row.succeeded)).toBe(true);
  });

  it('ends the block after 15 minutes', async () => {
    const email = await signUp();
    const site = await test.db
      .selectFrom('sites')
      .select('id')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    const at = new Date(Date.now() - 16 * 60_000);
    await test.db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: 5 }, () => ({
          site_id: site.id,
          email_normalized: email,
          ip: '10.9.9.9',
          succeeded: false,
          created_at: at,
        })),
      )
      .execute();
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('blocks an unknown email the same way', async () => {
    const email = uniqueEmail('nobody');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(email, PASSWORD)).json()).toEqual({ error: 'login_failed' });
    }
    const blocked = await login(email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'login_blocked' });
    expect([14, 15]).toContain(blocked.json().minutes);
  });

  it('refuses a deleted account only after the right password', async () => {
    const email = await signUp();
    await test.db.updateTable('users').set({ status: 'deleted' }).where('email_normalized', '=', email).execute();
    const right = await login(email, PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'account_deleted' });
    expect(sessionCookie(right)).toBeUndefined();
    const wrong = await login(email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'login_failed' });
  });

  it('gives a fresh token at login and drops a planted one (session fixation)', async () => {
    const attacker = await login(await signUp(), PASSWORD);
    const planted = sessionCookie(attacker)!.value;
    const victimEmail = await signUp();

    const victim = await login(victimEmail, PASSWORD, { cookies: { session: planted } });
    expect(victim.statusCode).toBe(200);
    const fresh = sessionCookie(victim)!.value;
    expect(fresh).not.toBe(planted);
    expect((await getUser(planted)).json()).toEqual({ user: null });
    expect((await getUser(fresh)).json()).toEqual(victim.json());

    const invented = 'A'.repeat(43);
    const again = await login(victimEmail, PASSWORD, { cookies: { session: invented } });
    expect(sessionCookie(again)!.value).not.toBe(invented);
    expect((await getUser(invented)).json()).toEqual({ user: null });
  });

  it('stores the client-type header on the session', async () => {
    const token = sessionCookie(await login(await signUp(), PASSWORD))!.value;
    const clientType = async () =>
      (
        await test.db
          .selectFrom('sessions')
          .select('client_type')
          .where('token_hash', '=', sha256(token))
          .executeTakeFirstOrThrow()
      ).client_type;
    expect(await clientType()).toBe('web');
    expect((await getUser(token, { 'x-client-type': 'app' })).statusCode).toBe(200);
    expect(await clientType()).toBe('app');
    await getUser(token, { 'x-client-type': 'toaster' });
    expect(await clientType()).toBe('app');
  });

  it('takes as long for an unknown email as for a wrong password', async () => {
    const site = await test.db
      .selectFrom('sites')
      .select('id')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    const hash = await hashPassword(PASSWORD);
    const known = Array.from({ length: 8 }, () => uniqueEmail('timing'));
    await test.db
      .insertInto('users')
      .values(
        known.map((email) => ({
          site_id: site.id,
          email,
          email_normalized: email,
          password_hash: hash,
          status: 'confirmed' as const,
          language: 'en',
          mail_disabled_reason: null,
          fictional_icon: null,
          traffic_source: null,
          invitation_code_id: null,
          deleted_at: null,
          reactivate_until: null,
          last_seen_at: null,
          last_hidden_at: null,
        })),
      )
      .execute();
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await login(email, 'a wrong password');
      const elapsed = performance.now() - started;
      expect(response.json()).toEqual({ error: 'login_failed' });
      return elapsed;
    };
    // One of each first, so that neither side pays for warming up.
    await timed(known[7]!);
    await timed(uniqueEmail('warm'));
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 7; round++) {
      knownTimes.push(await timed(known[round]!));
      unknownTimes.push(await timed(uniqueEmail('unknown')));
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    console.info(
      `login timing on ${kind}: known ${median(knownTimes).toFixed(1)} ms, unknown ${median(unknownTimes).toFixed(1)} ms`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
