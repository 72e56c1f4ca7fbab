import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedBulkMembers } from '../src/seed/bulk-members';
import { seedDemoData } from '../src/seed/demo-data';
import { onBothDatabases } from './on-both-databases';
import { runLoad, type LoadResult } from './load';

/** A big site: this many bulk members besides the demo's, all in the international site's pool. */
const MEMBERS = 100_000;
const DURATION_MS = 4_000;
const CONNECTIONS = 8;

/** Typical searches: the whole pool by gender and ages, one country with a region-less page 3, and no filter. */
const SEARCHES: Array<{ label: string; host: string; query: string; member: boolean }> = [
  {
    label: 'member: women 25–45, every country',
    host: 'localhost',
    query: 'gender=female&min_age=25&max_age=45',
    member: true,
  },
  {
    label: 'member: men 30–50 in DE, page 3',
    host: 'localhost',
    query: 'gender=male&country=DE&min_age=30&max_age=50&page=3',
    member: true,
  },
  { label: 'visitor: no filter, page 1', host: 'localhost', query: '', member: false },
  {
    label: 'visitor: women 60–62 in NL (few)',
    host: 'amorelle.nl',
    query: 'gender=female&country=NL&min_age=60&max_age=62',
    member: false,
  },
];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** The floor: a bare Fastify route answering a search-sized JSON body (24 small profiles). */
async function bareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  const profile = { id: 1, name: 'Anna', main_image: null, country: 'NL', age: 30, gender: 'female', interests: [] };
  const body = {
    profiles: Array.from({ length: 24 }, (_, id) => ({ ...profile, id })),
    total: 1,
    page: 1,
    pages: 1,
    similar: [],
  };
  app.get('/bare', async () => body);
  const url = await listen(app);
  return { url: `${url}/bare`, close: () => app.close() };
}

async function signUpCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/signup.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `search-bench-${Date.now()}@example.com`,
      name: 'Bench',
      date_of_birth: '1990-04-12',
      password: 'bench-password-123',
      gender: 'male',
      sexuality: 'hetero',
    }),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

function line(label: string, result: LoadResult): string {
  return `${label.padEnd(42)} median ${result.p50Ms.toFixed(2).padStart(7)} ms  p99 ${result.p99Ms.toFixed(2).padStart(7)} ms  ${result.perSecond.toFixed(0).padStart(6)} req/s  errors ${result.errors}`;
}

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl: string | null): Promise<void> {
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl ?? 'memory://',
  });
  const db: Db = await createDatabase(config);
  const seeding = performance.now();
  await migrateToLatest(db);
  await seedDemoData(db);
  await seedBulkMembers(db, MEMBERS);
  const seedSeconds = (performance.now() - seeding) / 1000;
  const app = await buildApp({ config, db });
  const base = await listen(app);
  const bare = await bareServer();
  try {
    const cookie = await signUpCookie(base);
    const load = (url: string, headers: Record<string, string>) =>
      runLoad({ url, headers, connections: CONNECTIONS, durationMs: DURATION_MS });
    console.log(
      `\n## GET /api/members.php on ${kind}, ${MEMBERS.toLocaleString('en')} bulk members (seeded in ${seedSeconds.toFixed(0)} s); ${DURATION_MS / 1000} s each, ${CONNECTIONS} connections`,
    );
    console.log(line('baseline: bare Fastify route, same body size', await load(bare.url, {})));
    for (const search of SEARCHES) {
      const headers: Record<string, string> = { host: search.host, ...(search.member ? { cookie } : {}) };
      console.log(line(search.label, await load(`${base}/api/members.php?${search.query}`, headers)));
    }
  } finally {
    await bare.close();
    await app.close();
    await db.destroy();
  }
}

/** `pnpm bench search`: the member search on a big site, on PGlite and on a PostgreSQL this run starts. */
export async function searchBench(): Promise<void> {
  await onBothDatabases(benchDatabase);
}
