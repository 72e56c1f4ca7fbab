import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { apiBench } from './api-bench';
import { measureFirstLoad, type FirstLoad } from './first-load';
import { searchBench } from './search-bench';
import { measureSiteWeight } from './site-weight';

/**
 * `pnpm bench`: figures, never pass/fail. Each figure is a median of several runs, printed beside a
 * baseline measured in the same run where one applies.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function siteBench(): Promise<void> {
  const build = spawnSync(
    'pnpm',
    ['--filter', '@app/shared', 'exec', 'tsx', 'src/build/cli.ts', 'build-all', '--if-missing'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('build failed');
  const config = parseConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0' });
  const db = await createDatabase(config);
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  try {
    const weight = await measureSiteWeight(config.siteDir);
    console.log('\n## Site weight (gzip -9)');
    console.log(`shell main+bootstrap ${(weight.shellInitialJsGzip / 1024).toFixed(1)} kB`);
    console.log(`shell stylesheet   ${(weight.shellCssGzip / 1024).toFixed(1)} kB`);
    for (const remote of weight.remotes) {
      console.log(
        `${remote.name.padEnd(18)} entry ${(remote.entryGzip / 1024).toFixed(1)} kB, ./routes ${(remote.routesChunkGzip / 1024).toFixed(1)} kB`,
      );
    }
    console.log(`\n## First visit (median of ${RUNS}, fresh browser context, brotli as served)`);
    console.log('page            requests  scripts  JS kB   total kB  heading ms');
    for (const page of ['/', '/members', '/chats', '/pages/terms']) {
      const runs: FirstLoad[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureFirstLoad(baseUrl, page));
      const pick = (key: 'requests' | 'scripts' | 'scriptBytes' | 'totalBytes' | 'headingMs') =>
        median(runs.map((r) => r[key]));
      console.log(
        `${page.padEnd(16)}${String(pick('requests')).padStart(8)}${String(pick('scripts')).padStart(9)}${(pick('scriptBytes') / 1024).toFixed(1).padStart(7)}${(pick('totalBytes') / 1024).toFixed(1).padStart(11)}${String(pick('headingMs')).padStart(12)}`,
      );
    }
  } finally {
    await app.close();
    await db.destroy();
  }
}

const only = process.argv.slice(2);
if (only.length === 0 || only.includes('site')) await siteBench();
if (only.length === 0 || only.includes('api')) await apiBench();
if (only.length === 0 || only.includes('search')) await searchBench();
if (only.length === 0 || only.includes('chat')) await (await import('./chat-bench')).chatBench();
if (only.length === 0 || only.includes('payments')) await (await import('./payments-bench')).paymentsBench();
// Lighthouse takes minutes and a browser per run: only when asked for by name.
if (only.includes('lighthouse')) await (await import('./lighthouse-bench')).lighthouseBench();
