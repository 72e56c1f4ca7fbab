import type pg from 'pg';
import { COMMIT_WITH_NEXT_STATEMENT } from './last-statement';
import { queryWithEdges } from './statement-with-edges';
import { isReusableStatement, isStaleStatementError } from './statement-kinds.mjs';

/** Statements one connection keeps prepared at most; later new texts run unnamed on it. */
export const MAX_NAMED_PER_CONNECTION = 500;
/** Distinct statement texts named in the process at most (the code has a few hundred). */
const MAX_NAMES = 5_000;

/** Statement text → its name (null: runs unnamed), the same on every connection of the process. */
const names = new Map<string, string | null>();

let lastName = 0;

function nameOf(text: string): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMES) return null;
  const name = isReusableStatement(text) ? `app_${++lastName}` : null;
  names.set(text, name);
  return name;
}

/**
 * After a kept statement failed as stale (another process's migration changed its table, say), its
 * text gets a new name: every connection parses it anew on its next run, instead of failing for good.
 */
function renameIfStale(text: string, error: unknown): never {
  if (isStaleStatementError(error)) names.delete(text);
  throw error;
}

/** What pg answers to `begin`, `commit` and `rollback`: answered so when nothing needs sending. */
const answerOf = (command: string) => ({ command, rowCount: null, oid: 0, rows: [], fields: [] }) as pg.QueryResult;

/** The end of a transaction, which ends nothing while its `begin` is held back or after it committed. */
const ENDS_TRANSACTION = /^\s*(commit|rollback)\s*$/i;

/**
 * Where a connection is in a transaction Kysely began with `begin`: `held`, the `begin` answered and
 * not yet sent (it goes with the first statement); `open`; `committed` with its last statement
 * (`asLastStatement`), Kysely's `commit` still to come.
 */
type TransactionState = 'none' | 'held' | 'open' | 'committed';

/**
 * node-postgres's Client, running every query Kysely sends (a text and its values) as a named prepared
 * statement (ADR 0039): PostgreSQL parses it once per connection and plans it by `plan_cache_mode`
 * (custom plans for the first five runs, then the generic plan when it costs no more), and each
 * later run is Bind and Execute only. A connection keeps at most `maxPerConnection` statements;
 * DDL and transaction control run unnamed. A transaction's `begin` is written with its first
 * statement, and its `commit` with the statement `asLastStatement` marks (ADR 0047): a round trip
 * less for each.
 */
export function namedStatementsClient(
  Client: typeof pg.Client,
  maxPerConnection = MAX_NAMED_PER_CONNECTION,
): typeof pg.Client {
  const query = Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  class NamedStatementsClient extends Client {
    readonly named = new Set<string>();
    transaction: TransactionState = 'none';
    /** The next statement of the transaction is its last (`asLastStatement`): it commits with it. */
    commitWithNext = false;

    nameOnThisConnection(text: string): string | null {
      const name = nameOf(text);
      if (name === null || this.named.has(name)) return name;
      if (this.named.size >= maxPerConnection) return null;
      this.named.add(name);
      return name;
    }

    /** `text` (no values) in the simple protocol, after a `begin` of its own when `begin`. */
    async queryAfterBegin(begin: boolean, text: string): Promise<pg.QueryResult> {
      if (begin) await query.call(this, 'begin');
      return query.call(this, text) as Promise<pg.QueryResult>;
    }

    /** A statement of a transaction begun with `begin`, or its end. */
    queryInTransaction(text: string, values: unknown[]): Promise<pg.QueryResult> {
      const state = this.transaction;
      if (text === COMMIT_WITH_NEXT_STATEMENT) {
        this.commitWithNext = state !== 'committed';
        return Promise.resolve(answerOf(''));
      }
      const commit = this.commitWithNext;
      this.commitWithNext = false;
      const end = ENDS_TRANSACTION.exec(text);
      if (end) {
        this.transaction = 'none';
        // Nothing was sent yet, or the last statement committed: nothing to end (PostgreSQL would only warn).
        if (state !== 'open') return Promise.resolve(answerOf(end[1]!.toUpperCase()));
        return query.call(this, text, values) as Promise<pg.QueryResult>;
      }
      if (state === 'committed') {
        return Promise.reject(new Error('a statement after its transaction committed with its last statement'));
      }
      this.transaction = 'open';
      // A text without values may hold several statements, which the extended protocol refuses: it
      // runs as before, after its own `begin`, and the transaction's commit comes on its own.
      if (values.length === 0) return this.queryAfterBegin(state === 'held', text);
      const edges = { begin: state === 'held' ? 'begin' : null, commit };
      const name = this.nameOnThisConnection(text);
      const submit = (statement: pg.Submittable) => query.call(this, statement);
      return queryWithEdges(submit, { name, text, values }, edges).then(
        (result) => {
          if (edges.commit) this.transaction = 'committed';
          return result;
        },
        (error: unknown) => renameIfStale(text, error),
      );
    }
  }
  NamedStatementsClient.prototype.query = function (this: NamedStatementsClient, ...args: unknown[]) {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && callback === undefined) {
      if (this.transaction !== 'none') return this.queryInTransaction(text, values);
      // Outside a transaction there is nothing to commit.
      if (text === COMMIT_WITH_NEXT_STATEMENT) return Promise.resolve(answerOf(''));
      if (text === 'begin' && values.length === 0) {
        this.transaction = 'held';
        return Promise.resolve(answerOf('BEGIN'));
      }
      const name = this.nameOnThisConnection(text);
      if (name !== null) {
        return (query.call(this, { name, text, values }) as Promise<unknown>).catch((error: unknown) =>
          renameIfStale(text, error),
        );
      }
    }
    // Only Kysely's form (a text and its values) goes into a transaction begun here; another would miss its edges.
    if (this.transaction !== 'none') return Promise.reject(new Error('a query of another form in a transaction'));
    return query.apply(this, args);
  } as pg.Client['query'];
  return NamedStatementsClient;
}
