import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { namedStatementsClient } from '../src/db/named-statements-client';

const clients: pg.Client[] = [];
async function connect(maxPerConnection?: number): Promise<pg.Client> {
  const Client = namedStatementsClient(pg.Client, maxPerConnection);
  const client = new Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  clients.push(client);
  return client;
}

/** The statements PostgreSQL keeps prepared on this connection. */
async function prepared(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    `select statement from pg_prepared_statements where statement not like $1`,
    ['%pg_prepared_statements%'],
  );
  return rows.map((row) => row.statement).sort();
}

describe('named prepared statements on PostgreSQL (ADR 0039)', () => {
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
  });

  it('prepares a repeated query once per connection and answers it as an unnamed one', async () => {
    const client = await connect();
    await client.query('create temporary table items (id int primary key, tags int[], at timestamptz)', []);
    const insert = 'insert into items (id, tags, at) values ($1, $2, $3) returning id';
    const at = new Date('2026-11-28T10:00:00.000Z');
    for (const id of [1, 2]) expect((await client.query(insert, [id, [id], at])).rows).toEqual([{ id }]);
    const select = 'select * from items where id = any($1) order by id';
    const { rows } = await client.query(select, [[1, 2]]);
    expect(rows).toEqual([
      { id: 1, tags: [1], at },
      { id: 2, tags: [2], at },
    ]);
    expect(await prepared(client)).toEqual([insert, select].sort());
  });

  it('runs DDL and transaction control unnamed, and passes PostgreSQL’s errors on', async () => {
    const client = await connect();
    await client.query('begin', []);
    await client.query('create temporary table notes (id int primary key)', []);
    await client.query('insert into notes (id) values ($1)', [1]);
    const failure = await client.query('insert into notes (id) values ($1)', [1]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    await client.query('rollback', []);
    expect(await prepared(client)).toEqual(['insert into notes (id) values ($1)']);
  });

  it('parses a statement anew under a new name once another connection changed its table', async () => {
    const [client, migrator] = [await connect(), await connect()];
    await migrator.query('create table if not exists shapes (id int primary key)', []);
    await migrator.query('insert into shapes (id) values ($1) on conflict do nothing', [1]);
    const select = 'select * from shapes where id = $1';
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1 }]);
    await migrator.query('alter table shapes add column note text', []);
    await expect(client.query(select, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, note: null }]);
    await migrator.query('drop table shapes', []);
  });

  it('keeps at most the given number of statements on a connection, running later texts unnamed', async () => {
    const client = await connect(2);
    for (const n of [1, 2, 3, 1]) expect((await client.query(`select ${n} as n`, [])).rows).toEqual([{ n }]);
    expect(await prepared(client)).toEqual(['select 1 as n', 'select 2 as n']);
  });
});
