import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** Counts the statements a database handle runs. */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

describe.each(DATABASE_KINDS)('migrations on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  // Issue 17: every restart of `pnpm start` checks the migrations; an up-to-date database costs two
  // statements, not the Migrator's table checks, lock and listing.
  it('finds an up-to-date database in two statements and runs none', async () => {
    const counter = statementCounter();
    expect(await migrateToLatest(test.db.withPlugin(counter))).toBe(0);
    expect(counter.count).toBeLessThanOrEqual(2);
  });
});
