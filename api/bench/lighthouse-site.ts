import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The site to measure: `BENCH_BASE_URL` if set (a server already running, e.g. another checkout),
 * else this checkout's site, built if missing, on an in-memory database seeded with the demo data.
 */
export async function benchSite(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  if (process.env.BENCH_BASE_URL)
    return { baseUrl: process.env.BENCH_BASE_URL.replace(/\/$/, ''), close: async () => {} };
  const build = spawnSync(
    'pnpm',
    ['--filter', '@app/shared', 'exec', 'tsx', 'src/build/cli.ts', 'build-all', '--if-missing'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('build failed');
  const config = parseConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0', DATABASE_URL: 'memory://' });
  const db = await createDatabase(config);
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** Demo members have no password (api/src/seed), so the bench logs in a member of its own, as e2e does. */
const MEMBER = {
  email: 'lighthouse-bench@example.com',
  password: 'a-good-password-1',
  name: 'Lotte',
  date_of_birth: '1991-05-17',
  gender: 'female',
  sexuality: 'hetero',
};

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The session cookie of the bench's member: logged in (POST /api/user.php), signed up on first use. */
export async function sessionCookie(baseUrl: string): Promise<string> {
  let answer = await post(`${baseUrl}/api/user.php`, { email: MEMBER.email, password: MEMBER.password });
  if (!answer.ok) answer = await post(`${baseUrl}/api/signup.php`, MEMBER);
  if (!answer.ok) throw new Error(`cannot log the bench member in: ${answer.status} ${await answer.text()}`);
  const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
  if (!session) throw new Error('no session cookie in the login answer');
  return session.split(';')[0]!;
}

/** The id of a demo member whose profile the search lists (GET /api/members.php). */
export async function demoMemberId(baseUrl: string): Promise<number> {
  const answer = (await (await fetch(`${baseUrl}/api/members.php`)).json()) as { profiles?: Array<{ id: number }> };
  const id = answer.profiles?.[0]?.id;
  if (!id) throw new Error('the search lists no member');
  return id;
}
