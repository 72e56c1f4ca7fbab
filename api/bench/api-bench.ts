import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { onBothDatabases } from './on-both-databases';
import { medianResult, runLoad, type LoadResult } from './load';

const ROUNDS = 3;
const DURATION_MS = 4_000;
const CONNECTIONS = 16;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** A bare Fastify route answering a user-sized JSON body: the floor any real route is compared with. */
async function bareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  const body = {
    user: { status: 'confirmed', credits: 10, language: 'en', profile: { id: 1, name: 'Anna', interests: [] } },
  };
  app.get('/bare', async () => body);
  const url = await listen(app);
  return { url: `${url}/bare`, close: () => app.close() };
}

async function signUp(base: string): Promise<{ cookie: string; email: string; password: string }> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'bench-password-123';
  const response = await fetch(`${base}/api/signup.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      name: 'Bench',
      date_of_birth: '1990-04-12',
      password,
      gender: 'female',
      sexuality: 'hetero',
    }),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, email, password };
}

function line(label: string, result: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline ? ` (${(result.perSecond / baseline.perSecond).toFixed(2)}× bare)` : '';
  return `${label.padEnd(34)}${result.perSecond.toFixed(0).padStart(8)} req/s${ratio.padEnd(16)} p50 ${result.p50Ms.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(2)} ms  errors ${result.errors}`;
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl: string | null): Promise<void> {
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl ?? 'memory://',
  });
  const db: Db = await createDatabase(config);
  await migrateToLatest(db);
  await seedDemoData(db);
  // Answers unchecked, as production sends them (the contract check is a development guard).
  const app = await buildApp({ config, db, checkAnswers: false });
  const base = await listen(app);
  const bare = await bareServer();
  try {
    const { cookie, email, password } = await signUp(base);
    const bareRuns: LoadResult[] = [];
    const userRuns: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bareRuns.push(await runLoad({ url: bare.url, connections: CONNECTIONS, durationMs: DURATION_MS }));
      userRuns.push(
        await runLoad({
          url: `${base}/api/user.php`,
          headers: { cookie },
          connections: CONNECTIONS,
          durationMs: DURATION_MS,
        }),
      );
    }
    const bareResult = medianResult(bareRuns);
    const loginRuns: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      loginRuns.push(
        await runLoad({
          url: `${base}/api/user.php`,
          method: 'POST',
          body: JSON.stringify({ email, password }),
          manyClients: true,
          connections: 4,
          durationMs: DURATION_MS,
        }),
      );
    }
    console.log(
      `\n## API on ${kind} (median of ${ROUNDS} rounds of ${DURATION_MS / 1000} s, ${CONNECTIONS} connections)`,
    );
    console.log(line('bare Fastify route', bareResult));
    console.log(line('GET /api/user.php (logged in)', medianResult(userRuns), bareResult));
    console.log(line('POST /api/user.php (argon2id login)', medianResult(loginRuns)));
  } finally {
    await bare.close();
    await app.close();
    await db.destroy();
  }
}

/** Authenticated user reads and logins, on PGlite and on a PostgreSQL this run starts. */
export async function apiBench(): Promise<void> {
  await onBothDatabases(benchDatabase);
}
