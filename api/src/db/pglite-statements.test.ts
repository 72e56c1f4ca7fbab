import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from './pglite-statements.mjs';

/** Counts the Parse messages ('P', 0x50) that reach PostgreSQL: a kept statement is parsed once. */
function countParses(pglite: PGlite) {
  const counter = { parses: 0 };
  const execProtocol = pglite.execProtocol.bind(pglite);
  pglite.execProtocol = (message, options) => {
    let offset = 0;
    while (offset < message.length) {
      if (message[offset] === 0x50) counter.parses++;
      offset += 1 + new DataView(message.buffer, message.byteOffset + offset + 1, 4).getInt32(0);
    }
    return execProtocol(message, options);
  };
  return counter;
}

describe('named prepared statements on PGlite (ADR 0039)', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite({ parsers: { 20: (value: string) => Number(value) } });
    await pglite.exec(`create table items (id int primary key, name text not null unique, tags int[],
      data jsonb, at timestamptz, bytes bytea, big bigint)`);
  });
  afterAll(async () => {
    await pglite.close();
  });

  it('parses a statement once and answers every run as query() does', async () => {
    const statements = new PreparedStatements(pglite);
    const counter = countParses(pglite);
    const at = new Date('2026-11-28T10:00:00.000Z');
    for (const id of [1, 2, 3]) {
      const inserted = await statements.query(
        'insert into items (id, name, tags, data, at, bytes, big) values ($1, $2, $3, $4, $5, $6, $7) returning id',
        [id, `item ${id}`, [id, id + 1], JSON.stringify({ id }), at, Buffer.from([id, 255]), 2 ** 40],
      );
      expect(inserted).toEqual({ rows: [{ id }], affectedRows: 1 });
    }
    const select = 'select * from items where id = any($1) order by id';
    const mine = await statements.query(select, [[1, 3]]);
    await statements.query(select, [[2]]);
    expect(counter.parses).toBe(2);
    expect(mine).toEqual({ rows: (await pglite.query(select, [[1, 3]])).rows, affectedRows: 0 });
    expect(mine.rows[1]).toMatchObject({ tags: [3, 4], data: { id: 3 }, at, big: 2 ** 40 });
    expect([...(mine.rows[1] as { bytes: Uint8Array }).bytes]).toEqual([3, 255]);
  });

  it('throws PostgreSQL’s error with its fields and the statement, and keeps working after it', async () => {
    const statements = new PreparedStatements(pglite);
    const insert = 'insert into items (id, name) values ($1, $2)';
    const failure = await statements.query(insert, [1, 'again']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'items_pkey', query: insert });
    expect(await statements.query('select count(*)::int as n from items')).toMatchObject({ rows: [{ n: 3 }] });
  });

  it('does not keep a statement whose parse failed in an aborted transaction', async () => {
    const statements = new PreparedStatements(pglite);
    await statements.query('begin');
    await statements.query('select 1 / 0').catch(() => undefined);
    await expect(statements.query('select id from items where id = $1', [1])).rejects.toMatchObject({ code: '25P02' });
    await statements.query('rollback');
    expect(await statements.query('select id from items where id = $1', [1])).toMatchObject({ rows: [{ id: 1 }] });
  });

  it('closes every statement after a change of a table’s shape, so a kept select * sees the new columns', async () => {
    const statements = new PreparedStatements(pglite);
    const select = 'select * from items where id = $1';
    await statements.query(select, [1]);
    await statements.query('alter table items add column note text');
    expect(statements.size).toBe(0);
    expect((await statements.query(select, [1])).rows[0]).toHaveProperty('note', null);
  });

  it('parses a kept statement anew once it is gone', async () => {
    const statements = new PreparedStatements(pglite);
    const select = 'select id from items where id = $1';
    await statements.query(select, [1]);
    await statements.query('deallocate all');
    expect(statements.size).toBe(0);
    expect(await statements.query(select, [1])).toMatchObject({ rows: [{ id: 1 }] });
    // Dropped behind its back: the next run fails once (26000), the one after parses it again.
    await pglite.exec('deallocate all');
    await expect(statements.query(select, [1])).rejects.toMatchObject({ code: '26000' });
    expect(await statements.query(select, [1])).toMatchObject({ rows: [{ id: 1 }] });
  });

  it('keeps at most the given number of statements, closing the least recently used', async () => {
    const statements = new PreparedStatements(pglite, 2);
    const counter = countParses(pglite);
    await statements.query('select 1 as a');
    await statements.query('select 2 as b');
    await statements.query('select 1 as a');
    await statements.query('select 3 as c');
    expect(statements.size).toBe(2);
    await statements.query('select 1 as a');
    expect(counter.parses).toBe(3);
    await statements.query('select 2 as b');
    expect(counter.parses).toBe(4);
  });
});
