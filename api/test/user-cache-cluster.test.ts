import { IDEMPOTENCY_HEADER, type MemberSearchResponse, type User } from '@app/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmUser } from '../src/modules/account/account-user.repository';
import { changeCredits } from '../src/modules/credits/credit.service';
import { SESSION_CACHE } from '../src/modules/auth/session-cache';
import { SEARCH_ANSWERS } from '../src/modules/members/search/search-answers';
import { closeTestApp } from './support/ledger-helpers';
import { signUpMember, TEST_PASSWORD, type SignedUpMember } from './support/members';
import { findRedisServer, startRedis, type RedisServer } from './support/redis-server';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTestApp, type TestApp } from './support/test-app';

const redisBinary = findRedisServer();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Far below the cache's time limit: a change seen within this came by the bus, not by expiry. */
const DELIVERY_MS = 3_000;

/** A request to one server process as the site sends it, with a session cookie. */
function call(
  baseUrl: string,
  path: string,
  token: string,
  init: { method?: string; body?: object; key?: string } = {},
) {
  return fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      cookie: `session=${token}`,
      'sec-fetch-site': 'same-origin',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.key ? { [IDEMPOTENCY_HEADER]: init.key } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

async function userOn(baseUrl: string, token: string): Promise<User | null> {
  const response = await call(baseUrl, '/api/user.php', token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: User | null }).user;
}

/** Polls GET /api/user.php on a process until `done` holds; fails when it does not within DELIVERY_MS. */
async function eventually(baseUrl: string, token: string, done: (user: User | null) => boolean) {
  const started = Date.now();
  let user = await userOn(baseUrl, token);
  while (!done(user)) {
    if (Date.now() - started > DELIVERY_MS) throw new Error(`still ${JSON.stringify(user)}`);
    await pause(25);
    user = await userOn(baseUrl, token);
  }
  return user;
}

describe.skipIf(!redisBinary)('the session cache of two server processes on one PostgreSQL and one Redis', () => {
  let redis: RedisServer;
  let test: TestApp;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    redis = await startRedis(redisBinary!);
    test = await createTestApp('postgres', { env: { REDIS_URL: redis.url } });
    const env = { DATABASE_URL: test.config.databaseUrl!, REDIS_URL: redis.url, DATA_DIR: test.config.dataDir };
    processes.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop('SIGTERM')));
    await closeTestApp(test);
    await redis?.stop();
  });

  const confirmed = async (): Promise<SignedUpMember> => {
    const member = await signUpMember(test);
    await confirmUser(test.db, member.userId);
    return member;
  };

  it('never serves credits in one process that a message charged in the other, once the bus delivered', async () => {
    expect(SESSION_CACHE.ttlMs).toBeGreaterThan(5 * DELIVERY_MS);
    const [one, two] = processes as [ServerProcess, ServerProcess];
    const member = await confirmed();
    const other = await confirmed();
    await changeCredits(test.db, { userId: member.userId, delta: 500, reason: 'bonus', reference: 'cluster-cache' });
    expect((await userOn(two.url, member.token))!.credits).toBe(500);
    let balance = 500;
    for (let message = 0; message < 10 && balance === 500; message++) {
      const sent = await call(one.url, '/api/message.php', member.token, {
        method: 'POST',
        key: `cluster-cache-${message}`,
        body: { kind: 'text', profile_id: other.profileId, body: `Hello ${message}` },
      });
      expect(sent.status, await sent.clone().text()).toBe(201);
      ({ balance } = await test.db
        .selectFrom('credit_balances')
        .select('balance')
        .where('user_id', '=', member.userId)
        .executeTakeFirstOrThrow());
      await eventually(two.url, member.token, (user) => user?.credits === balance);
    }
    expect(balance).toBeLessThan(500);
  });

  it('ends in the other process a session that logout, a password change or a settings change touched', async () => {
    const [one, two] = processes as [ServerProcess, ServerProcess];
    const member = await confirmed();
    const login = await fetch(`${one.url}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const second = /session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
    const third = (await signInAgain(one.url, member.email)) as string;
    for (const token of [member.token, second, third]) expect(await userOn(two.url, token)).not.toBeNull();

    const settings = await call(one.url, '/api/notifications.php', member.token, {
      method: 'PUT',
      body: { mail_enabled: false },
    });
    expect(settings.status).toBe(200);
    await eventually(two.url, member.token, (user) => user?.notifications_disabled.includes('mail') === true);

    const logout = await call(one.url, '/api/logout.php', third);
    expect(logout.status).toBe(200);
    await eventually(two.url, third, (user) => user === null);
    expect(await userOn(two.url, second)).not.toBeNull();

    const password = await call(one.url, '/api/password.php', member.token, {
      method: 'PUT',
      body: {
        old_password: TEST_PASSWORD,
        new_password: 'a-new-long-password',
        new_password_repeat: 'a-new-long-password',
      },
    });
    expect(password.status, await password.clone().text()).toBe(200);
    await eventually(two.url, second, (user) => user === null);
    expect(await userOn(two.url, member.token)).not.toBeNull();
  });

  it('shows in the other process a change of a member its kept search answer shows, once the bus delivered (ADR 0040)', async () => {
    expect(SEARCH_ANSWERS.ttlMs).toBeGreaterThan(DELIVERY_MS + 1_000);
    const [one, two] = processes as [ServerProcess, ServerProcess];
    const searcher = await signUpMember(test, { gender: 'male', sexuality: 'hetero' });
    // The oldest age a search offers, so that she is on the first page.
    const woman = await signUpMember(test, { gender: 'female', sexuality: 'hetero', date_of_birth: '1927-01-05' });
    await confirmUser(test.db, woman.userId);
    const nameOn = async (server: ServerProcess) => {
      const response = await call(server.url, '/api/members.php?gender=female&min_age=99&max_age=99', searcher.token);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as MemberSearchResponse;
      return answer.profiles.find((profile) => profile.id === woman.profileId)?.name;
    };
    expect(await nameOn(two)).toBe('Robin');
    const changed = await call(one.url, '/api/profile.php', woman.token, { method: 'PUT', body: { name: 'Wilma' } });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const started = Date.now();
    while ((await nameOn(two)) !== 'Wilma') {
      if (Date.now() - started > DELIVERY_MS) throw new Error('the other process still shows the old name');
      await pause(25);
    }
  });
});

/** Another login of the member: its session token. */
async function signInAgain(baseUrl: string, email: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  return /session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
}
