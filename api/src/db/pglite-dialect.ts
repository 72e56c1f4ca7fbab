import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PGliteThread, type EmbeddedPostgres } from './pglite-thread';
import { COMMIT_WITH_NEXT_STATEMENT } from './last-statement';

/**
 * PGlite is one connection, and it runs statements in the order they are sent. Callers take turns:
 * a transaction holds the turn from its first statement until its COMMIT or ROLLBACK is sent; a
 * statement outside a transaction holds it only until it is sent (ADR 0039), so the next caller's
 * statements follow it at once instead of after its answer came back. In a worker thread
 * (PGliteThread), a transaction's BEGIN travels with its first statement: one message less.
 * Only a transaction keeps other callers out: statements of `db.connection()` outside one may have
 * other callers' statements between them (none of our code relies on that scope).
 */
class PGliteConnection implements DatabaseConnection {
  /** A BEGIN not sent yet (PGliteThread only). */
  pendingBegin: string | null = null;
  /** Between BEGIN and COMMIT or ROLLBACK: the turn is kept until the end is sent. */
  inTransaction = false;

  constructor(
    private readonly db: EmbeddedPostgres,
    /** Passes the turn to the next caller; later calls do nothing. */
    readonly passTurn: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // PGlite's commit costs no round trip: the directive is answered here, never sent (ADR 0047).
    if (query.sql === COMMIT_WITH_NEXT_STATEMENT) {
      if (!this.inTransaction) this.passTurn();
      return { rows: [] };
    }
    const begin = this.pendingBegin;
    this.pendingBegin = null;
    const parameters = query.parameters as unknown[];
    const answer =
      begin !== null && this.db instanceof PGliteThread
        ? this.db.query<R>(query.sql, parameters, begin)
        : this.db.query<R>(query.sql, parameters);
    if (!this.inTransaction) this.passTurn();
    const result = await answer;
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: EmbeddedPostgres) {}

  async init(): Promise<void> {
    await this.db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let passTurn!: () => void;
    const turn = new Promise<void>((resolve) => (passTurn = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    return new PGliteConnection(this.db, passTurn);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).passTurn();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const pglite = connection as PGliteConnection;
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    pglite.inTransaction = true;
    if (this.db instanceof PGliteThread) pglite.pendingBegin = `begin${isolation}`;
    else await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  /** Ends a transaction, passing the turn once its end is sent; one that never ran a statement never began. */
  private async end(connection: DatabaseConnection, statement: 'commit' | 'rollback'): Promise<void> {
    const pglite = connection as PGliteConnection;
    pglite.inTransaction = false;
    if (pglite.pendingBegin !== null) pglite.pendingBegin = null;
    else await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection, 'rollback');
  }

  async destroy(): Promise<void> {
    await this.db.close();
  }
}

/** A Kysely dialect for PGlite (in this thread, or in a worker thread: PGliteThread): PostgreSQL's SQL. */
export class PGliteDialect implements Dialect {
  constructor(private readonly db: EmbeddedPostgres) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
