import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { apiBench } from './api-bench';
import { measureFirstLoad, type FirstLoad, type FirstLoadOptions } from './first-load';
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

function printFirstLoadHeader(): void {
  console.log('page                       requests  scripts  JS KiB  total KiB  heading ms  photo ms');
}

/** Medians of RUNS first visits of a page, printed as one row. */
async function printFirstLoad(baseUrl: string, page: string, options: FirstLoadOptions = {}): Promise<FirstLoad> {
  const runs: FirstLoad[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await measureFirstLoad(baseUrl, page, options));
  const pick = (key: 'requests' | 'scripts' | 'scriptBytes' | 'totalBytes' | 'headingMs') =>
    median(runs.map((r) => r[key]));
  const photos = runs.map((r) => r.firstPhotoMs).filter((ms): ms is number => ms !== null);
  const result: FirstLoad = {
    path: page,
    requests: pick('requests'),
    scripts: pick('scripts'),
    scriptBytes: pick('scriptBytes'),
    totalBytes: pick('totalBytes'),
    headingMs: pick('headingMs'),
    firstPhotoMs: photos.length ? median(photos) : null,
  };
  console.log(
    `${page.padEnd(27)}${String(result.requests).padStart(8)}${String(result.scripts).padStart(9)}` +
      `${(result.scriptBytes / 1024).toFixed(1).padStart(8)}${(result.totalBytes / 1024).toFixed(1).padStart(11)}` +
      `${String(result.headingMs).padStart(12)}${String(result.firstPhotoMs ?? '-').padStart(10)}`,
  );
  return result;
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
    printFirstLoadHeader();
    for (const page of ['/', '/members', '/chats', '/pages/terms']) await printFirstLoad(baseUrl, page);
    // Issue 15: the pages paid traffic lands on, on a phone, beside the shell's own /login page.
    console.log(`\n## Landers on a phone (Pixel 7 profile, median of ${RUNS}; ratios against /login)`);
    printFirstLoadHeader();
    const login = await printFirstLoad(baseUrl, '/login', { phone: true });
    for (const page of ['/', '/landers/gallery/summer']) {
      const lander = await printFirstLoad(baseUrl, page, { phone: true, photo: true });
      console.log(
        `  ${page}: JS ×${(lander.scriptBytes / login.scriptBytes).toFixed(2)} of /login, ` +
          `first photo at ${lander.firstPhotoMs} ms = ×${((lander.firstPhotoMs ?? 0) / login.headingMs).toFixed(2)} of /login's heading`,
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
// Issue 17: `pnpm start` on a fresh clone and again with its data kept, beside an empty `node -e` server.
if (only.length === 0 || only.includes('start')) await (await import('./start-bench')).startBench();
// Issue 18: the soak takes 10 minutes (`--minutes N`, `--short`): only when asked for by name.
if (only.includes('soak')) await (await import('./soak-bench')).soakBench(only);
// Lighthouse takes minutes and a browser per run: only when asked for by name.
if (only.includes('lighthouse')) await (await import('./lighthouse-bench')).lighthouseBench();
