import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGliteThread } from '../../src/db/pglite-thread';

/**
 * Every SQL statement either driver runs while `counting` is on (PGlite answers from its worker
 * thread, ADR 0033, where a BEGIN travels with the statement after it). On PostgreSQL a transaction's
 * BEGIN and the COMMIT after a statement marked last are written with those statements (ADR 0047):
 * no calls of their own, so what is counted there is the round trips. Importing this module patches
 * the drivers' `query` for the whole test file.
 */
const statements: string[] = [];
let counting = false;
type Queryable = { query: (...args: unknown[]) => unknown };
for (const prototype of [pg.Client.prototype, PGlite.prototype, PGliteThread.prototype] as unknown as Queryable[]) {
  const query = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    if (counting && typeof args[2] === 'string') statements.push(args[2]);
    if (counting) statements.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text));
    return query.apply(this, args);
  };
}

/** The statements `call` runs, less those `ignored` matches (work it starts but does not wait for). */
export async function statementsOf(call: () => Promise<unknown>, ignored?: RegExp): Promise<string[]> {
  statements.length = 0;
  counting = true;
  try {
    await call();
  } finally {
    counting = false;
  }
  return ignored ? statements.filter((text) => !ignored.test(text)) : [...statements];
}
