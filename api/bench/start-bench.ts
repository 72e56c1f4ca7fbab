import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, timeStart, type StartRun } from './start-process';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const RUNS = 3;
const AVATARS_DRAWN = /avatars: drawing.*: \d+ drawn/;
const START_TS = 'api/src/cli/start.ts';
const EMPTY_SERVER = "require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT, '127.0.0.1')";

/**
 * A fresh clone of the working tree: the files git tracks or would track (so no node_modules, no
 * ./data and no built site), installed from the local store.
 */
async function freshClone(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'start-bench-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    // A tracked file deleted in the working tree is not in a clone of it either.
    await fs.copyFile(path.join(repoRoot, file), path.join(dir, file)).catch(() => {});
  }
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter=silent'], {
    cwd: dir,
    stdio: 'inherit',
  });
  return dir;
}

/** The clone's own ./data and embedded database, with progress lines, whatever this shell has set. */
function cloneEnv(clone: string): Record<string, string | undefined> {
  return { DATA_DIR: path.join(clone, 'data'), DATABASE_URL: undefined, LOG_LEVEL: 'info', NODE_ENV: undefined };
}

function median(runs: StartRun[]): StartRun {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
}

function row(label: string, runs: StartRun[], baseline?: StartRun): string {
  const { ms } = median(runs);
  const each = runs.map((run) => (run.ms / 1000).toFixed(1)).join(', ');
  const ratio = baseline ? `  ×${(ms / baseline.ms).toFixed(0)} the empty server` : '';
  return `${label.padEnd(38)}${(ms / 1000).toFixed(2).padStart(7)} s  (runs: ${each} s)${ratio}`;
}

/**
 * `pnpm bench start`: `pnpm start` as a whole process until the site answers `GET /`, on a fresh
 * clone (no ./data, no built site, no compiled server) and again with its data kept, beside `node -e`
 * starting an empty HTTP server in the same run, and beside the same restart with the server's
 * TypeScript through tsx (`node --import tsx api/src/cli/start.ts`, not compiled). Each clone is made
 * and installed before its clock starts.
 */
export async function startBench(): Promise<void> {
  const port = await freePort();
  const empty: StartRun[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    empty.push(await timeStart(process.execPath, ['-e', EMPTY_SERVER], { cwd: repoRoot, port }));
  }
  const first: StartRun[] = [];
  const restart: StartRun[] = [];
  const throughTsx: StartRun[] = [];
  let clone = '';
  try {
    for (let run = 0; run < RUNS; run += 1) {
      if (clone) await fs.rm(clone, { recursive: true, force: true });
      clone = await freshClone();
      // The first start draws the avatars after it answers: the restarts begin once they are all there.
      first.push(await timeStart('pnpm', ['start'], { cwd: clone, port, env: cloneEnv(clone), settle: AVATARS_DRAWN }));
    }
    for (let run = 0; run < RUNS; run += 1) {
      restart.push(await timeStart('pnpm', ['start'], { cwd: clone, port, env: cloneEnv(clone) }));
      // The same start with the server's TypeScript through tsx, as before it was compiled (launch.mjs).
      throughTsx.push(
        await timeStart('pnpm', ['exec', 'node', '--import', 'tsx', START_TS], {
          cwd: clone,
          port,
          env: cloneEnv(clone),
        }),
      );
    }
  } finally {
    if (clone) await fs.rm(clone, { recursive: true, force: true });
  }
  console.log(`\n## Start: the whole process until GET / answers (median of ${RUNS})`);
  const baseline = median(empty);
  console.log(row('node -e (an empty HTTP server)', empty));
  console.log(row('pnpm start, fresh clone', first, baseline));
  console.log(row('pnpm start again, data kept', restart, baseline));
  console.log(row('the same through tsx, not compiled', throughTsx, baseline));
  for (const [label, runs] of [
    ['fresh clone', first],
    ['data kept', restart],
  ] as const) {
    console.log(`\nsteps of the median start, ${label} (ms since the spawn, then the process's own clock):`);
    for (const line of median(runs).lines.filter((text) => text.includes('[start '))) console.log(`  ${line}`);
  }
}
