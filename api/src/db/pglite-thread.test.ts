import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database';

/** ADR 0033: the embedded database answers from a worker thread, transactions and errors included. */
describe('PGlite in a worker thread', () => {
  let db: Db;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-thread-'));
    db = await createDatabase({ databaseUrl: 'memory://', dataDir });
    await sql`create table thread_test (id integer primary key, note text)`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the event loop free while a query runs', async () => {
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      longestGap = Math.max(longestGap, performance.now() - last);
      last = performance.now();
    }, 5);
    await sql`select pg_sleep(0.4)`.execute(db);
    clearInterval(timer);
    // In the main thread the timer could not fire for the whole 400 ms.
    expect(longestGap).toBeLessThan(200);
  });

  it('commits a transaction and rolls a failed one back', async () => {
    await db.transaction().execute(async (trx) => {
      await sql`insert into thread_test values (1, 'kept')`.execute(trx);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into thread_test values (2, 'dropped')`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await sql<{ id: number }>`select id from thread_test order by id`.execute(db);
    expect(rows.rows).toEqual([{ id: 1 }]);
  });

  it("answers PostgreSQL's error fields", async () => {
    const failure = await sql`insert into thread_test values (1, 'again')`.execute(db).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'thread_test_pkey' });
  });

  it('runs concurrent transactions one after another (no lost update)', async () => {
    await sql`insert into thread_test values (10, '0')`.execute(db);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ note: string }>`select note from thread_test where id = 10 for update`.execute(
            trx,
          );
          await sql`update thread_test set note = ${String(Number(rows[0]!.note) + 1)} where id = 10`.execute(trx);
        }),
      ),
    );
    const { rows } = await sql<{ note: string }>`select note from thread_test where id = 10`.execute(db);
    expect(rows[0]!.note).toBe('20');
  });

  it('returns dates, numbers, arrays and json as PGlite does', async () => {
    const { rows } = await sql<{ at: Date; n: number; list: number[]; doc: { a: number } }>`
      select timestamptz '2024-01-02T03:04:05Z' as at, 9007199254740991::bigint as n,
             array[1, 2] as list, '{"a": 1}'::jsonb as doc`.execute(db);
    expect(rows[0]).toEqual({ at: new Date('2024-01-02T03:04:05Z'), n: 9007199254740991, list: [1, 2], doc: { a: 1 } });
  });
});
