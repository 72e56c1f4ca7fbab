// Named prepared statements for PGlite (ADR 0039): each statement text is parsed and planned once,
// then every later run is one call into PostgreSQL (bind, describe, execute, sync), where PGlite's own
// `query()` makes six calls and parses and plans the text every time.
// Plain JavaScript, so that the worker thread (pglite-worker.mjs) loads it the same everywhere.
import { parse, protocol } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';
import { isReusableStatement, isStaleStatementError, mayChangeTableShape } from './statement-kinds.mjs';

const { serialize } = protocol;

/** Statements kept prepared at most; the least recently used is closed first. */
export const MAX_PREPARED_STATEMENTS = 500;

/** Names are unique in the process, so that two sets on one database never share one. */
let lastName = 0;

function concat(parts) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs statements on one PGlite through named prepared statements.
 * - Parameters are sent as node-postgres sends them (`prepareValue`: text, untyped; a Buffer as
 *   binary), so the embedded database reads them exactly as the PostgreSQL server does in production.
 * - A statement that can change a table's shape (DDL, `truncate`, ...) runs unnamed and then closes
 *   every prepared statement: a kept `select *` would otherwise fail with a changed result type.
 * - A statement whose parse failed (an aborted transaction, a syntax error) is not kept.
 */
export class PreparedStatements {
  /** @param {import('@electric-sql/pglite').PGlite} pglite */
  constructor(pglite, maxStatements = MAX_PREPARED_STATEMENTS) {
    this.pglite = pglite;
    this.maxStatements = maxStatements;
    /** statement text -> name, in use order (the first is the least recently used) */
    this.names = new Map();
  }

  /** How many statements are prepared now. */
  get size() {
    return this.names.size;
  }

  /** One statement: `{ rows, affectedRows }` as PGlite's `query()` answers, or PostgreSQL's error thrown. */
  async query(sql, params = []) {
    const values = params.map((value) => pgUtils.prepareValue(value));
    const parts = [];
    const { name, fresh } = this.nameFor(sql, parts);
    if (name === '' || fresh) parts.push(serialize.parse({ name, text: sql }));
    parts.push(
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const { messages } = await this.pglite.execProtocol(concat(parts), { throwOnError: false, syncToFs: false });
    if (!this.pglite.isInTransaction()) await this.pglite.syncToFs();
    if (fresh && !messages.some((message) => message.name === 'parseComplete')) this.names.delete(sql);
    const error = messages.find((message) => message.name === 'error');
    if (error) {
      // A kept statement that is gone (26000) or no longer fits its table (0A000) is parsed anew next time.
      if (name !== '' && isStaleStatementError(error)) this.names.delete(sql);
      throw Object.assign(error, { query: sql, params });
    }
    if (name === '' && mayChangeTableShape(sql)) await this.closeAll();
    const [result] = parse.parseResults(messages, this.pglite.parsers);
    return { rows: result.rows, affectedRows: result.affectedRows };
  }

  /** The name to run `sql` under ('' for an unnamed statement), closing the oldest when full. */
  nameFor(sql, parts) {
    const known = this.names.get(sql);
    if (known) {
      this.names.delete(sql);
      this.names.set(sql, known);
      return { name: known, fresh: false };
    }
    if (!isReusableStatement(sql)) return { name: '', fresh: false };
    if (this.names.size >= this.maxStatements) {
      const [oldestText, oldestName] = this.names.entries().next().value;
      this.names.delete(oldestText);
      parts.push(serialize.close({ type: 'S', name: oldestName }));
    }
    const name = `pglite_${++lastName}`;
    this.names.set(sql, name);
    return { name, fresh: true };
  }

  /** Closes every prepared statement (after a statement that may have changed a table's shape). */
  async closeAll() {
    if (this.names.size === 0) return;
    const parts = [...this.names.values()].map((name) => serialize.close({ type: 'S', name }));
    this.names.clear();
    await this.pglite.execProtocol(concat([...parts, serialize.sync()]), { syncToFs: false });
  }
}
