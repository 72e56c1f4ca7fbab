import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import type { Db } from '../src/db/database';
import { addressRateKey } from '../src/http/client-address';
import { consumeRateLimit, type RateLimitRule } from '../src/http/rate-limit';
import { RESET_RATE_LIMIT } from '../src/modules/account/password-reset.routes';
import { insertSignupAttempt } from '../src/modules/users/signup-attempts.repository';
import { LOGIN_RATE_LIMIT } from '../src/modules/users/user.routes';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** The proxy in front of the server in these tests. */
const PROXY = '10.0.0.7';
let sequence = 0;

async function fillRule(db: Db, rule: RateLimitRule, address: string): Promise<void> {
  for (let hit = 0; hit < rule.limit; hit++) await consumeRateLimit(db, rule, addressRateKey(address));
}

/** The three limits per client address, each with how to use it up for an address and a request it limits. */
const LIMITS = {
  login: {
    fill: (db: Db, address: string) => fillRule(db, LOGIN_RATE_LIMIT, address),
    request: () => ({ url: '/api/user.php', payload: { email: 'nobody@example.com', password: 'not-the-password' } }),
  },
  'sign-up': {
    // SIGNUPS_PER_ADDRESS_PER_HOUR is 1 below: one sign-up in the hour uses the address up.
    fill: async (db: Db, address: string) => void (await insertSignupAttempt(db, addressRateKey(address), new Date())),
    request: () => ({
      url: '/api/signup.php',
      payload: {
        email: `proxy-${process.pid}-${sequence++}@example.com`,
        name: 'Kim',
        date_of_birth: '1991-03-04',
        password: 'a-long-test-password',
        gender: 'female',
        sexuality: 'bi',
      },
    }),
  },
  'password reset': {
    fill: (db: Db, address: string) => fillRule(db, RESET_RATE_LIMIT, address),
    request: () => ({ url: '/api/password-reset.php', payload: { email: 'nobody@example.com' } }),
  },
};
const LIMIT_NAMES = Object.keys(LIMITS) as Array<keyof typeof LIMITS>;

describe.each(DATABASE_KINDS)('trusted proxies in production on %s', (kind) => {
  let test: TestApp;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await test?.close();
  });

  /** The production server on the test database, with TRUST_PROXY set or not. */
  async function production(trustProxy?: string): Promise<FastifyInstance> {
    const config = parseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_dummy_key_for_config',
      PUBLIC_URL: 'https://example.com',
      LOG_LEVEL: 'silent',
      DATA_DIR: test.config.dataDir,
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1',
      ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
    });
    const app = await buildApp({ config, db: test.db });
    apps.push(app);
    return app;
  }

  /** The status of a request that a limit counts, from `peer` with these headers. */
  async function limitedStatus(
    app: FastifyInstance,
    name: keyof typeof LIMITS,
    peer: string,
    headers: Record<string, string> = {},
  ): Promise<number> {
    const response = await app.inject({ method: 'POST', remoteAddress: peer, headers, ...LIMITS[name].request() });
    return response.statusCode;
  }

  describe('without TRUST_PROXY', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await production();
    });

    it.each(LIMIT_NAMES)('does not give the %s limit a fresh address for a forged X-Forwarded-For', async (name) => {
      const client = `203.0.113.${10 + LIMIT_NAMES.indexOf(name)}`;
      await LIMITS[name].fill(test.db, client);
      expect(await limitedStatus(app, name, client, { 'x-forwarded-for': '198.51.100.1' })).toBe(429);
      expect(await limitedStatus(app, name, client, { 'x-forwarded-for': '198.51.100.2, 198.51.100.3' })).toBe(429);
    });
  });

  describe('with TRUST_PROXY=1 (one proxy in front)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await production('1');
    });

    it.each(LIMIT_NAMES)('counts the %s limit by the address the proxy forwards', async (name) => {
      const client = `203.0.113.${20 + LIMIT_NAMES.indexOf(name)}`;
      await LIMITS[name].fill(test.db, client);
      expect(await limitedStatus(app, name, PROXY, { 'x-forwarded-for': client })).toBe(429);
      // The client sent its own X-Forwarded-For; the proxy appended the address it saw.
      expect(await limitedStatus(app, name, PROXY, { 'x-forwarded-for': `198.51.100.4, ${client}` })).toBe(429);
      // Another client behind the same proxy has a count of its own.
      expect(await limitedStatus(app, name, PROXY, { 'x-forwarded-for': '203.0.113.99' })).not.toBe(429);
    });
  });

  describe('with TRUST_PROXY set to the proxy address', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await production(`${PROXY}, 192.168.0.0/16`);
    });

    it.each(LIMIT_NAMES)('believes the proxy and ignores a forged address from anyone else (%s)', async (name) => {
      const viaProxy = `203.0.113.${30 + LIMIT_NAMES.indexOf(name)}`;
      const direct = `203.0.113.${40 + LIMIT_NAMES.indexOf(name)}`;
      await LIMITS[name].fill(test.db, viaProxy);
      await LIMITS[name].fill(test.db, direct);
      expect(await limitedStatus(app, name, PROXY, { 'x-forwarded-for': viaProxy })).toBe(429);
      expect(await limitedStatus(app, name, direct, { 'x-forwarded-for': '198.51.100.5' })).toBe(429);
      expect(await limitedStatus(app, name, direct, { 'x-forwarded-for': `198.51.100.6, ${PROXY}` })).toBe(429);
    });
  });

  describe('the cross-site check', () => {
    const post = (app: FastifyInstance, peer: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/user.php', remoteAddress: peer, headers, payload: {} });

    it('does not believe a forged X-Forwarded-Host from a peer that is not a trusted proxy', async () => {
      for (const app of [await production(), await production(PROXY)]) {
        const forged = await post(app, '203.0.113.50', {
          host: 'localhost',
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
        });
        expect(forged.statusCode).toBe(403);
        expect(forged.json()).toMatchObject({ error: 'cross_site_request' });
      }
    });

    it("takes the host the trusted proxy forwards as the site's", async () => {
      const app = await production(PROXY);
      const headers = { host: '127.0.0.1:3000', origin: 'https://localhost' };
      const forwarded = await post(app, PROXY, { ...headers, 'x-forwarded-host': 'localhost' });
      expect(forwarded.json()).toMatchObject({ error: 'validation_failed' });
      expect((await post(app, PROXY, headers)).json()).toMatchObject({ error: 'cross_site_request' });
    });
  });
});
