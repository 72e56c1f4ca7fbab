import type { LightMyRequestResponse } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRateKey, normaliseAddress } from '../src/http/client-address';
import { consumeRateLimit } from '../src/http/rate-limit';
import type { Db } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { signUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

let sequence = 0;
const nextIp = () => `10.4.${Math.floor(sequence / 200)}.${(sequence++ % 200) + 1}`;
const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'session');
const PASSWORD = 'correct horse battery';

const subscription = (endpoint: string, auth = 'tBHItJI5svbpez7KI4CCXg') => ({
  endpoint,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth },
});

describe('client addresses', () => {
  it('spells an address one way and limits IPv6 by its /64', () => {
    expect(normaliseAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8:0:0:0:0:0:1');
    expect(addressRateKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressRateKey('2001:db8:aa:bb:1:2:3:4')).toBe(addressRateKey('2001:db8:aa:bb:ffff::9'));
    expect(addressRateKey('2001:db8:aa:bb::1')).not.toBe(addressRateKey('2001:db8:aa:bc::1'));
  });
});

describe.each(DATABASE_KINDS)('attacks on the accounts API on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const member = async (name: string) => {
    const signedUp = await signUpMember(test, {
      email: `${name.toLowerCase()}-${sequence++}@example.com`,
      name,
      password: PASSWORD,
      sexuality: 'lesbian',
    });
    return { id: signedUp.userId, email: signedUp.email, token: signedUp.token };
  };
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    options: { token?: string; payload?: unknown; headers?: Record<string, string>; ip?: string } = {},
  ) =>
    test.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? nextIp(),
      headers: options.headers ?? {},
      ...(options.token ? { cookies: { session: options.token } } : {}),
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    });

  describe('one member cannot reach another (IDOR)', () => {
    it('PUT user.php changes only the session user; an id in the body is refused', async () => {
      const alice = await member('Alice');
      const bob = await member('Bob');
      const withId = await call('PUT', '/api/user.php', {
        token: alice.token,
        payload: { language: 'pl', id: bob.id },
      });
      expect(withId.statusCode).toBe(400);
      expect(withId.json()).toEqual({ error: 'validation_failed', fields: { id: 'errors.field_unknown' } });
      const withUserId = await call('PUT', '/api/user.php', {
        token: alice.token,
        payload: { language: 'pl', user_id: bob.id },
      });
      expect(withUserId.json().fields).toEqual({ user_id: 'errors.field_unknown' });

      const changed = await call('PUT', '/api/user.php', { token: alice.token, payload: { language: 'pl' } });
      expect(changed.json().user.profile.name).toBe('Alice');
      const languages = await test.db
        .selectFrom('users')
        .select(['id', 'language'])
        .where('id', 'in', [alice.id, bob.id])
        .execute();
      expect(Object.fromEntries(languages.map((row) => [row.id, row.language]))).toEqual({
        [alice.id]: 'pl',
        [bob.id]: 'en',
      });
    });

    it("a push endpoint of another member moves to the poster, who sees nothing of the other's", async () => {
      const alice = await member('Alice');
      const bob = await member('Bob');
      const endpoint = `https://push.example.net/send/shared-${sequence++}`;
      await call('POST', '/api/user.php?push=1', {
        token: bob.token,
        payload: { subscription: subscription(endpoint) },
      });
      const moved = await call('POST', '/api/user.php?push=1', {
        token: alice.token,
        payload: { subscription: subscription(endpoint, 'YWxpY2VBdXRoU2VjcmV0') },
      });
      expect(moved.json()).toEqual({ ok: true });
      expect(moved.body).not.toContain('Bob');
      const rows = await test.db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('endpoint', '=', endpoint)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: alice.id, auth: 'YWxpY2VBdXRoU2VjcmV0' });
      const mine = await call('GET', '/api/user.php', { token: alice.token });
      expect(mine.body).not.toContain('Bob');
    });

    it("GET user.php answers only the session's own user, whatever the query says", async () => {
      const alice = await member('Alice');
      const bob = await member('Bob');
      for (const url of [`/api/user.php?id=${bob.id}`, `/api/user.php?user_id=${bob.id}`, '/api/user.php']) {
        const response = await call('GET', url, { token: alice.token });
        expect(response.json().user.profile.name).toBe('Alice');
      }
      const bobs = await call('GET', `/api/user.php?id=${alice.id}`, { token: bob.token });
      expect(bobs.json().user.profile.name).toBe('Bob');
    });
  });

  describe('cross-site requests', () => {
    it('refuses a login posted from another origin and starts no session', async () => {
      const alice = await member('Alice');
      const before = (await test.db.selectFrom('sessions').select('token_hash').execute()).length;
      const response = await call('POST', '/api/user.php', {
        payload: { email: alice.email, password: PASSWORD },
        headers: { host: 'localhost', origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'cross_site_request' });
      expect(sessionCookie(response)).toBeUndefined();
      expect((await test.db.selectFrom('sessions').select('token_hash').execute()).length).toBe(before);
    });

    it('refuses a cross-site sign-up, language change and push subscription', async () => {
      const alice = await member('Alice');
      const headers = { 'sec-fetch-site': 'cross-site' };
      const attempts = [
        call('POST', '/api/signup.php', { headers, payload: { email: 'x@example.com' } }),
        call('PUT', '/api/user.php', { headers, token: alice.token, payload: { language: 'de' } }),
        call('POST', '/api/user.php?push=1', {
          headers,
          token: alice.token,
          payload: { subscription: subscription('https://push.example.net/evil') },
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'cross_site_request' });
      }
    });
  });

  describe('bad input never causes a 500', () => {
    const targets = [
      { name: 'login', method: 'POST' as const, url: '/api/user.php', auth: false },
      { name: 'signup', method: 'POST' as const, url: '/api/signup.php', auth: false },
      { name: 'PUT user', method: 'PUT' as const, url: '/api/user.php', auth: true },
      { name: 'push', method: 'POST' as const, url: '/api/user.php?push=1', auth: true },
    ];
    let token: string;
    beforeAll(async () => {
      token = (await member('Mallory')).token;
    });

    it.each(targets)('$name: malformed JSON, non-objects and other media types', async (target) => {
      const cases: Array<[string, string]> = [
        ['{"email": ', 'application/json'],
        ['', 'application/json'],
        ['null', 'application/json'],
        ['[]', 'application/json'],
        ['"text"', 'application/json'],
        ['42', 'application/json'],
        ['email=a@b.c', 'application/x-www-form-urlencoded'],
        ['{"email": "a@b.c"}', 'text/plain'],
      ];
      for (const [payload, contentType] of cases) {
        const response = await call(target.method, target.url, {
          payload,
          headers: { 'content-type': contentType },
          ...(target.auth ? { token } : {}),
        });
        expect(response.statusCode, `${contentType} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${contentType} ${payload}`).toBeLessThan(500);
        expect(response.json()).toMatchObject({ error: 'validation_failed', fields: { body: expect.any(String) } });
      }
    });

    it.each(targets)('$name: a body over 64 KiB', async (target) => {
      const response = await call(target.method, target.url, {
        payload: { padding: 'x'.repeat(65 * 1024) },
        ...(target.auth ? { token } : {}),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'payload_too_large' });
    });

    it.each([
      ['login', 'POST', '/api/user.php', { email: 42, password: ['x'] }, ['email', 'password']],
      [
        'signup',
        'POST',
        '/api/signup.php',
        { email: {}, name: 7, date_of_birth: 19900101, password: true, gender: 1, sexuality: null, tracking: 'x' },
        ['email', 'name', 'date_of_birth', 'password', 'gender', 'sexuality', 'tracking'],
      ],
      ['PUT user', 'PUT', '/api/user.php', { language: 5 }, ['language']],
      [
        'push',
        'POST',
        '/api/user.php?push=1',
        { subscription: { endpoint: 5, keys: { p256dh: 1, auth: 'x' } } },
        ['subscription.endpoint', 'subscription.keys.p256dh', 'subscription.keys.auth'],
      ],
    ] as const)('%s: wrong types name every field', async (_name, method, url, payload, fields) => {
      const response = await call(method, url, { payload, token });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
      expect(Object.keys(response.json().fields).sort()).toEqual([...fields].sort());
    });

    it.each([
      ['login', 'POST', '/api/user.php', { email: 'a@example.com', password: 'x', remember: true }, 'remember'],
      [
        'signup',
        'POST',
        '/api/signup.php',
        {
          email: 'new@example.com',
          name: 'Newbie',
          date_of_birth: '1990-01-01',
          password: PASSWORD,
          gender: 'male',
          sexuality: 'gay',
          status: 'confirmed',
        },
        'status',
      ],
      ['PUT user', 'PUT', '/api/user.php', { language: 'de', paid_user: true }, 'paid_user'],
      [
        'push',
        'POST',
        '/api/user.php?push=1',
        { subscription: subscription('https://push.example.net/x'), user_id: 1 },
        'user_id',
      ],
    ] as const)('%s: an unknown field is named', async (_name, method, url, payload, field) => {
      const response = await call(method, url, { payload, token });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe('errors.field_unknown');
    });
  });

  describe('rate limits', () => {
    it('limits logins per client address to 30 in 10 minutes', async () => {
      const ip = '198.51.100.23';
      for (let attempt = 0; attempt < 30; attempt++) {
        const response = await call('POST', '/api/user.php', {
          ip,
          payload: { email: `nobody-${attempt}@example.com`, password: PASSWORD },
        });
        expect(response.statusCode).toBe(401);
      }
      const limited = await call('POST', '/api/user.php', {
        ip,
        payload: { email: 'nobody-else@example.com', password: PASSWORD },
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'rate_limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
      const elsewhere = await call('POST', '/api/user.php', {
        ip: '198.51.100.24',
        payload: { email: 'nobody-else@example.com', password: PASSWORD },
      });
      expect(elsewhere.statusCode).toBe(401);
    });

    it('counts in fixed windows and starts again in the next one', async () => {
      const rule = { name: `test-${kind}`, limit: 2, windowSeconds: 60 };
      const start = new Date('2030-01-01T10:00:05Z');
      const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
      expect(await consumeRateLimit(test.db, rule, 'k', at(0))).toMatchObject({ allowed: true, remaining: 1 });
      expect(await consumeRateLimit(test.db, rule, 'k', at(1))).toMatchObject({ allowed: true, remaining: 0 });
      expect(await consumeRateLimit(test.db, rule, 'k', at(2))).toMatchObject({
        allowed: false,
        retryAfterSeconds: 53,
      });
      expect(await consumeRateLimit(test.db, rule, 'other', at(2))).toMatchObject({ allowed: true });
      expect(await consumeRateLimit(test.db, rule, 'k', at(60))).toMatchObject({ allowed: true, hits: 1 });
    });

    it('counts hits from many concurrent requests exactly', async () => {
      // On PostgreSQL through a pool of its own, as several server processes would: many connections
      // at once, closed here (the app's pool stays as small as in the other tests).
      const pool = test.config.databaseUrl ? new pg.Pool({ connectionString: test.config.databaseUrl, max: 8 }) : null;
      pool?.on('error', () => undefined);
      const db: Db = pool ? new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) : test.db;
      try {
        const rule = { name: `burst-${kind}`, limit: 10, windowSeconds: 600 };
        const results = await Promise.all(Array.from({ length: 25 }, () => consumeRateLimit(db, rule, 'k')));
        expect(results.filter((result) => result.allowed)).toHaveLength(10);
        expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 25 }, (_, index) => index + 1),
        );
      } finally {
        if (pool) await db.destroy();
      }
    });
  });
});
