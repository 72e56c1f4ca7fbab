import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../src/db/compiled-once';
import type { Db } from '../src/db/database';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('a query compiled once on %s (ADR 0042)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const siteQuery = (db: Db, id: number, minimumId: number) =>
    db.selectFrom('sites').select(['id', 'domain']).where('id', '=', id).where('id', '>=', minimumId);

  it('is built once and answers each call with its own arguments, as the built query does', async () => {
    let builds = 0;
    const site = compiledOnce((db: Db, id: number, minimumId: number) => {
      builds += 1;
      return siteQuery(db, id, minimumId);
    });
    const ids = (await test.db.selectFrom('sites').select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) {
      expect((await site(test.db, id, 0)).rows).toEqual(await siteQuery(test.db, id, 0).execute());
    }
    expect((await site(test.db, ids[0]!, ids[0]! + 1)).rows).toEqual([]);
    // In a transaction too, with the same compiled text.
    await test.db.transaction().execute(async (trx) => {
      expect((await site(trx, ids[1]!, 0)).rows).toEqual(await siteQuery(trx, ids[1]!, 0).execute());
    });
    expect(builds).toBe(1);
  });

  it('refuses a build that does not pass every argument on as a parameter', async () => {
    const shaped = compiledOnce((db: Db, id: number, _unused: number) => siteQuery(db, id, 0));
    await expect(async () => shaped(test.db, 1, 2)).rejects.toThrow(/each of its 2 arguments/);
  });
});
