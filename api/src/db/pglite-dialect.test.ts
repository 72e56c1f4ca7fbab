import { Kysely, sql, type Generated } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pglite-dialect';
import { PGliteThread } from './pglite-thread';

interface Tables {
  notes: { id: Generated<number>; body: string };
}

/** The statements sent to the thread, in order, with whether each had been answered when the next was sent. */
function recordSends(thread: PGliteThread) {
  const sent: { sql: string; answered: boolean }[] = [];
  const query = thread.query.bind(thread);
  thread.query = (async (text: string, params?: unknown[], begin?: string) => {
    const entry = { sql: begin ? `${begin}; ${text}` : text, answered: false };
    sent.push(entry);
    try {
      return await query(text, params, begin);
    } finally {
      entry.answered = true;
    }
  }) as PGliteThread['query'];
  return sent;
}

describe('the PGlite driver’s turns (ADR 0039)', () => {
  let thread: PGliteThread;
  let db: Kysely<Tables>;
  let sent: { sql: string; answered: boolean }[];
  beforeAll(async () => {
    thread = new PGliteThread({});
    db = new Kysely<Tables>({ dialect: new PGliteDialect(thread) });
    await sql`create table notes (id serial primary key, body text not null)`.execute(db);
    sent = recordSends(thread);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('sends a statement outside a transaction without waiting for the answer of the one before', async () => {
    sent.length = 0;
    const slow = sql`select pg_sleep(0.3)`.execute(db);
    const next = db.selectFrom('notes').select('id').execute();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.map((entry) => [entry.sql.slice(0, 15), entry.answered])).toEqual([
      ['select pg_sleep', false],
      ['select "id" fro', false],
    ]);
    await Promise.all([slow, next]);
  });

  it('keeps the turn for a transaction until its end is sent, so no other statement runs inside it', async () => {
    sent.length = 0;
    let counted: Promise<{ n: number } | undefined> | null = null;
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ body: 'draft' }).execute();
        counted = db
          .selectFrom('notes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await trx.insertInto('notes').values({ body: 'draft 2' }).execute();
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    expect(await transaction).toBe('changed my mind');
    expect(await counted!).toEqual({ n: 0 });
    expect(sent.map((entry) => entry.sql.split(' ')[0])).toEqual(['begin;', 'insert', 'rollback', 'select']);
  });

  it('answers each caller its own rows and errors when statements follow each other unanswered', async () => {
    const results = await Promise.allSettled([
      db.insertInto('notes').values({ body: 'a' }).returning('body').executeTakeFirstOrThrow(),
      sql`select 1 / 0`.execute(db),
      db.insertInto('notes').values({ body: 'b' }).returning('body').executeTakeFirstOrThrow(),
    ]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.code))).toEqual([
      { body: 'a' },
      '22012',
      { body: 'b' },
    ]);
  });
});
