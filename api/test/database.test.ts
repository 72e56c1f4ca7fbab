import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('the test database on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('is the kind asked for', async () => {
    const { rows } = await sql<{ database: string; version: string }>`
      select current_database() as database, version() as version`.execute(test.db);
    const [row] = rows;
    if (kind === 'postgres') {
      // A database of its own on the throwaway server, not the server's `postgres` database.
      expect(row?.database).toMatch(/^api_test_[0-9a-f]{12}$/);
      expect(test.config.databaseUrl).toContain(row!.database);
    } else {
      expect(test.config.databaseUrl).toBeNull();
      expect(row?.version).toMatch(/emscripten|wasm/i);
    }
  });

  it('migrates and seeds again without changing anything', async () => {
    const count = async () => ({
      sites: (await test.db.selectFrom('sites').select('id').execute()).length,
      companies: (await test.db.selectFrom('company_info').select('id').execute()).length,
    });
    const before = await count();
    expect(before).toEqual({ sites: 20, companies: 1 });
    await migrateToLatest(test.db);
    await seedDemoData(test.db);
    expect(await count()).toEqual(before);
    const defaults = await test.db.selectFrom('sites').select('domain').where('is_default', '=', true).execute();
    expect(defaults).toEqual([{ domain: 'localhost' }]);
  });
});
