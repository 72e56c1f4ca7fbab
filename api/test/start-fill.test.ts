import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { FILL_DATABASE_FLAG, isNewEmbeddedDatabase } from '../src/cli/fill-database';
import { parseConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { demoMembers } from '../src/seed/demo-member-specs';

const run = promisify(execFile);
const LAUNCH = path.resolve(import.meta.dirname, '../src/cli/launch.mjs');

// ADR 0038: a first `pnpm start` creates and fills the embedded database in a process of its own, so
// that what creating and filling grow ends with that process.
describe('a new embedded database, filled by a process of its own', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
  });

  it('is created, migrated and seeded by `launch.mjs --fill-database`, which then ends', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-test-fill-'));
    folders.push(dataDir);
    const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, DATABASE_URL: '' };
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0' });
    expect(await isNewEmbeddedDatabase(config)).toBe(true);

    const { stdout } = await run(process.execPath, [LAUNCH, FILL_DATABASE_FLAG], { env, timeout: 120_000 });
    expect(stdout).toMatch(/database: migrations: \d+ applied/);
    expect(stdout).toMatch(new RegExp(`seed: demo members: ${demoMembers().length} members`));
    expect(stdout).not.toMatch(/listening on/);

    expect(await isNewEmbeddedDatabase(config)).toBe(false);
    const db = await createDatabase(config);
    try {
      const { count } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBeGreaterThanOrEqual(demoMembers().length);
    } finally {
      await db.destroy();
    }
  }, 180_000);

  it('is never PostgreSQL: a configured database is not created here', async () => {
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), DATABASE_URL: 'postgres://127.0.0.1/none' });
    expect(await isNewEmbeddedDatabase(config)).toBe(false);
  });
});
