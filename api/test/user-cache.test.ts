import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, type User } from '@app/shared/contract';
import { buildApp } from '../src/app';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { changeCredits } from '../src/modules/credits/credit.service';
import { signUpMember, TEST_PASSWORD, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** Counts the statements an app sends to the database. */
function queryCounter() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, plugin };
}

describe.each(DATABASE_KINDS)('the session cache of GET /api/user.php on %s (ADR 0032)', (kind) => {
  let test: TestApp;
  let counted: FastifyInstance;
  const { counter, plugin } = queryCounter();
  beforeAll(async () => {
    test = await createTestApp(kind);
    counted = await buildApp({ config: test.config, db: test.db.withPlugin(plugin) });
    await counted.ready();
  });
  afterAll(async () => {
    await counted?.close();
    await test?.close();
  });

  const userOf = async (app: FastifyInstance, member: SignedUpMember, token = member.token) => {
    const response = await app.inject({ method: 'GET', url: '/api/user.php', cookies: { session: token } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { user: User | null }).user;
  };

  /** A confirmed member with credits, and one to write to. */
  const sender = async () => {
    const member = await signUpMember(test);
    await confirmUser(test.db, member.userId);
    await changeCredits(test.db, { userId: member.userId, delta: 500, reason: 'bonus', reference: 'cache-test' });
    return member;
  };

  it('answers a logged-in member without a query once the session is cached, and with one before', async () => {
    const member = await signUpMember(test);
    counter.queries = 0;
    expect((await userOf(counted, member))?.profile.name).toBe('Robin');
    // The first read: the session, its member and the DTO's extras in one query (and presence once a minute).
    expect(counter.queries).toBeLessThanOrEqual(2);
    counter.queries = 0;
    for (let call = 0; call < 5; call++) expect((await userOf(counted, member))?.profile.name).toBe('Robin');
    expect(counter.queries).toBe(0);
  });

  it('shows new credits at once after a paid message, in the process that charged them', async () => {
    const member = await sender();
    const other = await signUpMember(test);
    await confirmUser(test.db, other.userId);
    const before = (await userOf(test.app, member))!.credits;
    expect(before).toBe(500);
    // The first messages may be free (ADR 0014): send until one costs, and compare after each one.
    let balance = before;
    for (let message = 0; message < 10 && balance === before; message++) {
      const sent = await test.app.inject({
        method: 'POST',
        url: '/api/message.php',
        cookies: member.cookies,
        headers: { [IDEMPOTENCY_HEADER]: `cache-${member.userId}-${message}` },
        payload: { kind: 'text', profile_id: other.profileId, body: `Hello ${message}` },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      ({ balance } = await test.db
        .selectFrom('credit_balances')
        .select('balance')
        .where('user_id', '=', member.userId)
        .executeTakeFirstOrThrow());
      expect((await userOf(test.app, member))!.credits).toBe(balance);
    }
    expect(balance).toBeLessThan(before);
  });

  it('shows changed settings at once, and no session after logout or a password change', async () => {
    const member = await signUpMember(test);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: member.email, password: TEST_PASSWORD },
    });
    const second = login.cookies.find((cookie) => cookie.name === 'session')!.value;
    expect((await userOf(test.app, member))!.notifications_disabled).not.toContain('mail');
    expect(await userOf(test.app, member, second)).not.toBeNull();

    const settings = await test.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      cookies: member.cookies,
      payload: { mail_enabled: false },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await userOf(test.app, member))!.notifications_disabled).toContain('mail');

    const password = await test.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      cookies: member.cookies,
      payload: {
        old_password: TEST_PASSWORD,
        new_password: 'another-long-password',
        new_password_repeat: 'another-long-password',
      },
    });
    expect(password.statusCode, password.body).toBe(200);
    expect(await userOf(test.app, member, second)).toBeNull();
    expect(await userOf(test.app, member)).not.toBeNull();

    const logout = await test.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      cookies: member.cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await userOf(test.app, member)).toBeNull();
  });
});
