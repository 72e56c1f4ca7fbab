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

/**
 * PGlite is one connection: callers take turns, a transaction holds it until it ends. In a worker
 * thread (PGliteThread), a transaction's BEGIN travels with its first statement: one message less.
 */
class PGliteConnection implements DatabaseConnection {
  /** A BEGIN not sent yet (PGliteThread only). */
  pendingBegin: string | null = null;

  constructor(private readonly db: EmbeddedPostgres) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const begin = this.pendingBegin;
    this.pendingBegin = null;
    const parameters = query.parameters as unknown[];
    const result =
      begin !== null && this.db instanceof PGliteThread
        ? await this.db.query<R>(query.sql, parameters, begin)
        : await this.db.query<R>(query.sql, parameters);
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
  private readonly connection: PGliteConnection;

  constructor(private readonly db: EmbeddedPostgres) {
    this.connection = new PGliteConnection(db);
  }

  async init(): Promise<void> {
    await this.db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    (this.connection as PGliteConnection & { release?: () => void }).release = release;
    return this.connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection & { release?: () => void }).release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    if (this.db instanceof PGliteThread) (connection as PGliteConnection).pendingBegin = `begin${isolation}`;
    else await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  /** Ends a transaction; one that never ran a statement never began. */
  private async end(connection: DatabaseConnection, statement: 'commit' | 'rollback'): Promise<void> {
    const pglite = connection as PGliteConnection;
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
