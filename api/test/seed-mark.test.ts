import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo-data';
import { readSeedMark } from '../src/seed/seed-mark';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

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

// Issue 17: a restart of `pnpm start` finds the demo data it seeded before and does not seed again.
describe.each(DATABASE_KINDS)('the demo data mark on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('costs one statement on a database seeded from the same code and data', async () => {
    expect(await readSeedMark(test.db)).toMatch(/^[0-9a-f]{16}$/);
    const counter = statementCounter();
    await seedDemoData(test.db.withPlugin(counter));
    expect(counter.count).toBe(1);
  });

  it('seeds again when the mark is not the one of this code, and marks the database', async () => {
    const mark = await readSeedMark(test.db);
    await sql`comment on table sites is 'demo data 0000000000000000'`.execute(test.db);
    const counter = statementCounter();
    await seedDemoData(test.db.withPlugin(counter));
    expect(counter.count).toBeGreaterThan(10);
    expect(await readSeedMark(test.db)).toBe(mark);
  });
});
