import type { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { namedStatementsClient } from '../src/db/named-statements-client';
import { COMMIT_WITH_NEXT_STATEMENT } from '../src/db/last-statement';
import { queryWithEdges } from '../src/db/statement-with-edges';

const clients: pg.Client[] = [];
async function connect(): Promise<pg.Client> {
  const Client = namedStatementsClient(pg.Client);
  const client = new Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  clients.push(client);
  await client.query('create temporary table notes (id int primary key)', []);
  return client;
}

/** How many round trips (ReadyForQuery answers) `run` takes on `client`. */
async function roundTrips(client: pg.Client, run: () => Promise<unknown>): Promise<number> {
  const connection = (client as unknown as { connection: EventEmitter }).connection;
  let count = 0;
  const onReady = () => count++;
  connection.on('readyForQuery', onReady);
  try {
    await run();
  } finally {
    connection.off('readyForQuery', onReady);
  }
  return count;
}

/** What `asLastStatement` does, on the client itself: the directive, then `run`'s statement. */
async function asLast<T>(client: pg.Client, run: () => Promise<T>): Promise<T> {
  await client.query(COMMIT_WITH_NEXT_STATEMENT, []);
  return run();
}

const notes = async (client: pg.Client) =>
  (await client.query<{ id: number }>('select id from notes order by id', [])).rows.map((row) => row.id);

describe('a transaction’s begin and commit written with its first and last statements (ADR 0047)', () => {
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
  });

  it('opens the transaction and answers the statement in one round trip', async () => {
    const client = await connect();
    const trips = await roundTrips(client, async () => {
      expect((await client.query('begin', [])).command).toBe('BEGIN');
      const inserted = await client.query('insert into notes (id) values ($1) returning id', [1]);
      expect(inserted.rows).toEqual([{ id: 1 }]);
    });
    expect(trips).toBe(1);
    await client.query('rollback', []);
    expect(await notes(client)).toEqual([]);
    await client.query('begin', []);
    await client.query('insert into notes (id) values ($1)', [2]);
    await client.query('commit', []);
    expect(await notes(client)).toEqual([2]);
  });

  it('sends nothing for a transaction that ended before any statement', async () => {
    const client = await connect();
    const trips = await roundTrips(client, async () => {
      await client.query('begin', []);
      expect((await client.query('rollback', [])).command).toBe('ROLLBACK');
      await client.query('begin', []);
      expect((await client.query('commit', [])).command).toBe('COMMIT');
    });
    expect(trips).toBe(0);
    await client.query('insert into notes (id) values ($1)', [3]);
    expect(await notes(client)).toEqual([3]);
  });

  it('rolls the first statement back with the transaction when it fails, and passes its error on', async () => {
    const client = await connect();
    await client.query('insert into notes (id) values ($1)', [1]);
    await client.query('begin', []);
    await expect(client.query('insert into notes (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('insert into notes (id) values ($1)', [2])).rejects.toMatchObject({ code: '25P02' });
    await client.query('rollback', []);
    expect(await notes(client)).toEqual([1]);
  });

  it('never runs the statement when its begin fails, and keeps the connection’s statements usable', async () => {
    const client = await connect();
    const insert = { name: 'behind_begin_insert', text: 'insert into notes (id) values ($1)', values: [1] };
    // A statement never parsed on this connection, then one parsed before: neither runs, both run later.
    for (const parsedBefore of [false, true]) {
      const failure = queryWithEdges((query) => client.query(query), insert, {
        begin: 'begin isolation level nonsense',
        commit: false,
      });
      await expect(failure).rejects.toMatchObject({ code: '42601' });
      expect(await notes(client)).toEqual(parsedBefore ? [2] : []);
      if (!parsedBefore) await client.query({ ...insert, values: [2] });
    }
    await client.query({ ...insert, values: [3] });
    expect(await notes(client)).toEqual([2, 3]);
  });

  it('parses a statement anew after its parse failed behind the begin (its table came later)', async () => {
    const client = await connect();
    const insert = { name: 'behind_begin_later', text: 'insert into later (id) values ($1)', values: [1] };
    await expect(
      queryWithEdges((query) => client.query(query), insert, { begin: 'begin', commit: false }),
    ).rejects.toMatchObject({
      code: '42P01',
    });
    await client.query('rollback', []);
    await client.query('create temporary table later (id int primary key)', []);
    await client.query(insert);
    expect((await client.query('select id from later', [])).rows).toEqual([{ id: 1 }]);
  });

  it('commits with the statement marked last, in its round trip, and ends nothing at the commit', async () => {
    const [client, other] = [await connect(), await connect()];
    await client.query('create table if not exists committed_notes (id int primary key)', []);
    await client.query('truncate committed_notes', []);
    const seen = async () => (await other.query('select id from committed_notes order by id', [])).rows;
    const insert = 'insert into committed_notes (id) values ($1) returning id';
    const trips = await roundTrips(client, async () => {
      await client.query('begin', []);
      await client.query(insert, [1]);
      const last = await asLast(client, () => client.query(insert, [2]));
      expect(last.rows).toEqual([{ id: 2 }]);
      expect(await seen()).toEqual([{ id: 1 }, { id: 2 }]);
      expect((await client.query('commit', [])).command).toBe('COMMIT');
    });
    expect(trips).toBe(2);
    // A transaction of one statement: one round trip in all.
    const single = await roundTrips(client, async () => {
      await client.query('begin', []);
      await asLast(client, () => client.query(insert, [3]));
      await client.query('commit', []);
    });
    expect(single).toBe(1);
    expect(await seen()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    await client.query('drop table committed_notes', []);
  });

  it('does not commit when the last statement fails, nor when pg could not send its values', async () => {
    const client = await connect();
    const unsendable = {
      toPostgres: () => {
        throw new Error('no value');
      },
    };
    for (const [value, code] of [
      [1, '23505'],
      [unsendable, undefined],
    ] as const) {
      await client.query('insert into notes (id) values ($1)', [1]);
      await client.query('begin', []);
      await client.query('insert into notes (id) values ($1)', [2]);
      const failure = asLast(client, () => client.query('insert into notes (id) values ($1)', [value]));
      await expect(failure).rejects.toMatchObject(code ? { code } : { message: 'no value' });
      expect((await client.query('rollback', [])).command).toBe('ROLLBACK');
      expect(await notes(client)).toEqual([1]);
      await client.query('delete from notes', []);
    }
  });

  it('refuses a statement after the last one, and rolls nothing back after it', async () => {
    const client = await connect();
    await client.query('begin', []);
    await asLast(client, () => client.query('insert into notes (id) values ($1)', [1]));
    await expect(client.query('insert into notes (id) values ($1)', [2])).rejects.toThrow(/committed/);
    expect((await client.query('rollback', [])).command).toBe('ROLLBACK');
    expect(await notes(client)).toEqual([1]);
    // Outside a transaction the mark changes nothing.
    await asLast(client, () => client.query('insert into notes (id) values ($1)', [3]));
    expect(await notes(client)).toEqual([1, 3]);
  });

  it('runs a text of several statements (no values) as before, after a begin of its own', async () => {
    const client = await connect();
    await client.query('begin', []);
    await client.query('insert into notes (id) values (1); insert into notes (id) values (2)', []);
    await client.query(COMMIT_WITH_NEXT_STATEMENT, []);
    await client.query('insert into notes (id) values (3); insert into notes (id) values (4)', []);
    await client.query('rollback', []);
    expect(await notes(client)).toEqual([]);
  });

  it('keeps a transaction a transaction on a connection left in one by a broken transaction', async () => {
    const client = await connect();
    // As after a transaction whose socket failed half-way: the client still thinks one is open.
    (client as unknown as { transaction: string }).transaction = 'open';
    await client.query('insert into notes (id) values ($1)', [1]);
    await client.query('begin', []);
    await client.query('insert into notes (id) values ($1)', [2]);
    await client.query('rollback', []);
    expect(await notes(client)).toEqual([1]);
  });

  it('refuses a query of another form while a begin is held, instead of running it outside', async () => {
    const client = await connect();
    await client.query('begin', []);
    await expect(client.query({ text: 'insert into notes (id) values (1)' })).rejects.toThrow(/another form/);
  });
});
