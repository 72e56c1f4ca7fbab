import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { parseConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDemoData } from '../seed/demo-data';
import { progressFor, type Progress } from './progress';

/** Where the parent's progress clock stood when it started the child, so the child's lines follow on. */
const CLOCK_ENV = 'START_PROGRESS_AT_MS';
const LAUNCH_FILE = path.join(import.meta.dirname, 'launch.mjs');
export const FILL_DATABASE_FLAG = '--fill-database';

/** Whether `pnpm start` finds no embedded database in its data folder yet (PostgreSQL: never). */
export async function isNewEmbeddedDatabase(config: Config): Promise<boolean> {
  if (config.databaseUrl) return false;
  return fs.access(path.join(config.dataDir, 'pglite', 'PG_VERSION')).then(
    () => false,
    () => true,
  );
}

/**
 * `launch.mjs --fill-database`: creates the embedded database, migrates it and (outside production)
 * seeds the demo data, then closes it. Run in a process of its own on a first start (ADR 0038), so
 * what creating and filling grow (WebAssembly memory and the C allocator's arenas) ends with it.
 */
export async function fillDatabase(): Promise<void> {
  const config = parseConfig();
  const clock = Number(process.env[CLOCK_ENV] ?? 0);
  const progress = progressFor(config.logLevel, { now: () => clock + performance.now() });
  const db = await openDatabase(config, progress);
  try {
    await progress.step('database: migrations', () => migrateToLatest(db), {
      summary: (count) => (count ? `${count} applied` : 'up to date'),
    });
    if (!config.isProduction) await seedDemoData(db, { bulkMembers: config.seedMembers, progress });
  } finally {
    await db.destroy();
  }
}

/** Runs fillDatabase in a child process (`launch.mjs`, compiled or through tsx as this one runs), printing its lines. */
export function fillInChild(progress: Progress): Promise<void> {
  progress.note('database: new; created and filled by a process of its own');
  return new Promise((resolve, reject) => {
    const child = fork(LAUNCH_FILE, [FILL_DATABASE_FLAG], {
      env: { ...process.env, [CLOCK_ENV]: String(performance.now()) },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`filling the new database failed (exit code ${code})`)),
    );
  });
}
