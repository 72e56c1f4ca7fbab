import pg from 'pg';

/** The parts of pg's Connection that this file uses: not in its types. */
interface WireConnection {
  stream: { cork?: () => void; uncork?: () => void };
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name?: string }): void;
  bind(message: { statement?: string; values?: unknown[] }): void;
  execute(message: { portal?: string }): void;
  sync(): void;
}

/** The parts of pg's Query that this file uses: not in its types. */
interface PgQuery {
  name?: string;
  text: string;
  callback?: (error: Error | null, result?: pg.QueryResult) => void;
  binary?: boolean;
  _result?: unknown;
  hasBeenParsed(connection: WireConnection): boolean;
  prepare(connection: WireConnection): void;
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
  handleEmptyQuery(connection: WireConnection): void;
  handleError(error: Error, connection: WireConnection): void;
  handleReadyForQuery(connection: WireConnection): void;
  handlePortalSuspended(connection: WireConnection): void;
  handleCopyInResponse(connection: WireConnection): void;
  handleCopyData(message: unknown, connection: WireConnection): void;
}
type PgQueryClass = new (config: pg.QueryConfig & { queryMode?: 'extended' }) => PgQuery;

/** What goes with a statement in its write: its transaction's `begin` before it, its `commit` after it. */
export interface TransactionEdges {
  /** The statement that opens the transaction (`begin`), or null. */
  begin: string | null;
  /** Whether the transaction commits right after the statement. */
  commit: boolean;
}

/** Parse, Bind and Execute of a statement without values, unnamed, its answers unread. */
function runUnnamed(connection: WireConnection, text: string): void {
  connection.parse({ text });
  connection.bind({});
  connection.execute({});
}

/**
 * `connection`, writing a `commit` before the Sync that ends a statement it executed (pg's Query
 * writes that Sync); not before the Sync of a statement that failed before its Execute was written
 * (a value pg could not send), which must not commit what came before it in its transaction.
 */
function withCommitBeforeSync(connection: WireConnection): WireConnection {
  let executed = false;
  const wire: WireConnection = Object.create(connection);
  wire.execute = (message) => {
    executed = true;
    connection.execute(message);
  };
  wire.sync = () => {
    if (executed) runUnnamed(connection, 'commit');
    connection.sync();
  };
  return wire;
}

/**
 * A statement written with its transaction's `begin` before it, its `commit` after it, or both, in one
 * write and before one Sync (ADR 0047): the transaction costs a round trip less for each. After an
 * error PostgreSQL skips every message up to the Sync, so the statement never runs when its `begin`
 * failed (never outside its transaction), and the `commit` never runs when the statement failed (the
 * transaction stays open and aborted, for the caller's rollback). pg's client sees one query whose
 * answers are the statement's: the `begin`'s and the `commit`'s own are kept from it, so that pg's
 * record of the named statements its connection has parsed stays true.
 */
class StatementWithEdges {
  readonly #statement: PgQuery;
  readonly #edges: TransactionEdges;
  #beginAnswered: boolean;
  #statementAnswered = false;
  /** Whether the statement was parsed on this connection before: else it is parsed in this write. */
  #parsedBefore = true;

  constructor(statement: PgQuery, edges: TransactionEdges) {
    this.#statement = statement;
    this.#edges = edges;
    this.#beginAnswered = edges.begin === null;
  }

  /** pg's client marks `name` as parsed at a ParseComplete, which is the `begin`'s until it answered. */
  get name(): string | undefined {
    return this.#beginAnswered ? this.#statement.name : undefined;
  }
  get text(): string {
    return this.#statement.text;
  }
  get callback() {
    return this.#statement.callback;
  }
  set callback(callback) {
    this.#statement.callback = callback;
  }
  get binary() {
    return this.#statement.binary;
  }
  set binary(binary) {
    this.#statement.binary = binary;
  }
  get _result() {
    return this.#statement._result;
  }

  submit(connection: WireConnection): void {
    this.#parsedBefore = this.#statement.hasBeenParsed(connection);
    connection.stream.cork?.();
    try {
      if (this.#edges.begin !== null) runUnnamed(connection, this.#edges.begin);
      // The statement's Parse (when new), Bind, Describe and Execute, the commit, and the Sync that ends the write.
      this.#statement.prepare(this.#edges.commit ? withCommitBeforeSync(connection) : connection);
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleCommandComplete(message: unknown, connection: WireConnection): void {
    if (!this.#beginAnswered) {
      this.#beginAnswered = true;
    } else if (!this.#statementAnswered) {
      this.#statementAnswered = true;
      this.#statement.handleCommandComplete(message, connection);
    }
    // Else it is the commit's.
  }

  handleError(error: Error, connection: WireConnection): void {
    // The `begin` failed: PostgreSQL skipped the statement's Parse too, which pg thinks it sent.
    const name = this.#statement.name;
    if (!this.#beginAnswered && !this.#parsedBefore && name) delete connection.submittedNamedStatements[name];
    this.#statement.handleError(error, connection);
  }

  handleRowDescription(message: unknown): void {
    this.#statement.handleRowDescription(message);
  }
  handleDataRow(message: unknown): void {
    this.#statement.handleDataRow(message);
  }
  handleEmptyQuery(connection: WireConnection): void {
    this.#statement.handleEmptyQuery(connection);
  }
  handleReadyForQuery(connection: WireConnection): void {
    this.#statement.handleReadyForQuery(connection);
  }
  handlePortalSuspended(connection: WireConnection): void {
    this.#statement.handlePortalSuspended(connection);
  }
  handleCopyInResponse(connection: WireConnection): void {
    this.#statement.handleCopyInResponse(connection);
  }
  handleCopyData(message: unknown, connection: WireConnection): void {
    this.#statement.handleCopyData(message, connection);
  }
}

/**
 * Runs the statement (`name` null: unnamed) with its transaction's edges, in one write and one round
 * trip, through `submit` (pg's `Client.query` of the connection): the statement only when the `begin`
 * succeeded, the `commit` only when the statement did. Answers the statement's result.
 */
export function queryWithEdges(
  submit: (query: pg.Submittable) => unknown,
  statement: { name: string | null; text: string; values: unknown[] },
  edges: TransactionEdges,
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const Query = pg.Query as unknown as PgQueryClass;
    const query = new Query({
      text: statement.text,
      values: statement.values,
      // Extended protocol even without a name or values: the simple one would end with its own Sync.
      queryMode: 'extended',
      ...(statement.name === null ? {} : { name: statement.name }),
    });
    query.callback = (error, result) => (error ? reject(error) : resolve(result as pg.QueryResult));
    submit(new StatementWithEdges(query, edges) as unknown as pg.Submittable);
  });
}
