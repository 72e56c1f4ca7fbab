import type { PGlite } from '@electric-sql/pglite';

/** Statements kept prepared at most; the least recently used is closed first. */
export declare const MAX_PREPARED_STATEMENTS: number;

/** Runs statements on one PGlite through named prepared statements (ADR 0039). */
export declare class PreparedStatements {
  constructor(pglite: PGlite, maxStatements?: number);
  /** How many statements are prepared now. */
  readonly size: number;
  /** One statement: rows and affected rows as PGlite's `query()` answers, or PostgreSQL's error thrown. */
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[]; affectedRows: number }>;
}
