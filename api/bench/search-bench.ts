import fs from 'node:fs/promises';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createDatabase, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedBulkMembers } from '../src/seed/bulk-members';
import { seedDemoData } from '../src/seed/demo-data';
import { onBothDatabases } from './on-both-databases';
import { runLoad, type LoadResult } from './load';
import { explainSearch } from './search-explain';

/** A big site: this many bulk members besides the demo's, all in the international site's pool. */
const MEMBERS = Number(process.env.SEARCH_BENCH_MEMBERS ?? 100_000);
const DURATION_MS = 4_000;
const CONNECTIONS = 8;

export interface BenchSearch {
  label: string;
  host: string;
  query: string;
  member: boolean;
}

/** Typical searches: the whole pool by gender and ages, one country with a region-less page 3, and no filter. */
const SEARCHES: BenchSearch[] = [
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

interface Measured {
  bodyBytes: number;
  bare: LoadResult;
  search: LoadResult;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

/** The floor: a bare Fastify route answering, as an object to serialise, the body the search itself answered. */
async function bareServer(bodies: unknown[]): Promise<{ url: (index: number) => string; close: () => Promise<void> }> {
  const app = Fastify();
  app.get<{ Params: { index: string } }>('/bare/:index', async (request) => bodies[Number(request.params.index)]);
  const url = await listen(app);
  return { url: (index) => `${url}/bare/${index}`, close: () => app.close() };
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

const ms = (value: number) => value.toFixed(2).padStart(8);
const times = (value: number) => `${value.toFixed(1)}×`.padStart(8);

function header(): string {
  return `${'search'.padEnd(38)} body KiB  bare p50  bare p99  search p50  search p99  p50÷bare  p99÷bare   req/s  errors`;
}

function line(label: string, measured: Measured): string {
  const { bare, search } = measured;
  return (
    `${label.padEnd(38)}${(measured.bodyBytes / 1024).toFixed(1).padStart(9)}${ms(bare.p50Ms)}  ${ms(bare.p99Ms)}  ` +
    `${ms(search.p50Ms)}    ${ms(search.p99Ms)}  ${times(search.p50Ms / bare.p50Ms)}  ${times(search.p99Ms / bare.p99Ms)}` +
    `${search.perSecond.toFixed(0).padStart(8)}${String(search.errors).padStart(8)}`
  );
}

/** Seeds the big site and collects statistics, as a deployment does after a bulk load; gives the seconds of each. */
async function seed(db: Db): Promise<{ seedSeconds: number; analyzeSeconds: number }> {
  const seeding = performance.now();
  await migrateToLatest(db);
  await seedDemoData(db);
  await seedBulkMembers(db, MEMBERS);
  const analyzing = performance.now();
  await sql`analyze`.execute(db);
  return { seedSeconds: (analyzing - seeding) / 1000, analyzeSeconds: (performance.now() - analyzing) / 1000 };
}

/**
 * With `SEARCH_BENCH_PROFILE=<folder>`, the server's CPU profile (this process: the searches' route,
 * the database client, PGlite) while one search is under load, as `<name>.cpuprofile` for Chrome's
 * DevTools or `speedscope`.
 */
async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  const folder = process.env.SEARCH_BENCH_PROFILE;
  if (!folder) return run();
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(path.join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

const results = new Map<string, Map<string, Measured>>();

async function benchDatabase(kind: 'pglite' | 'postgres', databaseUrl: string | null): Promise<void> {
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl ?? 'memory://',
  });
  const db: Db = await createDatabase(config);
  const { seedSeconds, analyzeSeconds } = await seed(db);
  // Answers unchecked, as production sends them (the check is a development guard: ADR 0040).
  const app = await buildApp({ config, db, checkAnswers: false });
  const base = await listen(app);
  // The same server without kept answers (ADR 0040): what a search costs that no one made in the last seconds.
  const unkept = await buildApp({ config, db, checkAnswers: false, keepSearchAnswers: false });
  const unkeptBase = await listen(unkept);
  const cookie = await signUpCookie(base);
  const headersOf = (search: BenchSearch): Record<string, string> => ({
    host: search.host,
    ...(search.member ? { cookie } : {}),
  });
  const bodies = await Promise.all(
    SEARCHES.map(async (search) => {
      const response = await fetch(`${base}/api/members.php?${search.query}`, { headers: headersOf(search) });
      if (response.status !== 200) throw new Error(`${search.label} answered ${response.status}`);
      return response.text();
    }),
  );
  const bare = await bareServer(bodies.map((body) => JSON.parse(body) as unknown));
  const measured = new Map<string, Measured>();
  results.set(kind, measured);
  try {
    if (process.env.SEARCH_BENCH_EXPLAIN) await explainSearch({ kind, config, db, searches: SEARCHES, headersOf });
    const load = (url: string, headers: Record<string, string>) =>
      runLoad({ url, headers, connections: CONNECTIONS, durationMs: DURATION_MS });
    console.log(
      `\n## GET /api/members.php on ${kind}, ${MEMBERS.toLocaleString('en')} bulk members (seeded in ${seedSeconds.toFixed(0)} s, ` +
        `ANALYZE in ${analyzeSeconds.toFixed(1)} s); ${DURATION_MS / 1000} s each, ${CONNECTIONS} connections; ` +
        'bare = a bare Fastify route answering the same body',
    );
    console.log(header());
    for (const [index, search] of SEARCHES.entries()) {
      const result: Measured = {
        bodyBytes: Buffer.byteLength(bodies[index]!),
        bare: await load(bare.url(index), {}),
        search: await profiled(`${kind}-search-${index}`, () =>
          load(`${base}/api/members.php?${search.query}`, headersOf(search)),
        ),
      };
      measured.set(search.label, result);
      console.log(line(search.label, result));
      const notKept: Measured = {
        ...result,
        search: await load(`${unkeptBase}/api/members.php?${search.query}`, headersOf(search)),
      };
      console.log(line(`  the same, not kept`, notKept));
    }
  } finally {
    await bare.close();
    await unkept.close();
    await app.close();
    await db.destroy();
  }
}

/** PGlite's figures against PostgreSQL's of the same run. */
function printComparison(): void {
  const pglite = results.get('pglite');
  const postgres = results.get('postgres');
  if (!pglite || !postgres) return;
  console.log('\n## PGlite ÷ PostgreSQL, same run');
  console.log(`${'search'.padEnd(38)}   p50÷    p99÷`);
  for (const search of SEARCHES) {
    const [embedded, server] = [pglite.get(search.label)!, postgres.get(search.label)!];
    console.log(
      `${search.label.padEnd(38)}${times(embedded.search.p50Ms / server.search.p50Ms)}${times(embedded.search.p99Ms / server.search.p99Ms)}`,
    );
  }
}

/**
 * `pnpm bench search`: the member search on a big site, on PGlite and on a PostgreSQL this run starts.
 * `SEARCH_BENCH_ONLY=pglite|postgres` runs one; `SEARCH_BENCH_EXPLAIN=1` also prints EXPLAIN (ANALYZE, BUFFERS) of every query of each search.
 */
export async function searchBench(): Promise<void> {
  await onBothDatabases(async (kind, databaseUrl) => {
    const only = process.env.SEARCH_BENCH_ONLY;
    if (!only || only === kind) await benchDatabase(kind, databaseUrl);
  });
  printComparison();
}
