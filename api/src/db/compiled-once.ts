import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database';

/** Stands for a call's argument while its query is built and compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query whose SQL text is the same on every call, built and compiled by Kysely once per process and
 * then run with each call's arguments as its parameters (ADR 0042): building and compiling a query
 * took a fifth of the server's CPU in the chat bench, for texts that never change.
 *
 * `build` gets stand-ins for the arguments. It must use each one only as a value (compared with a
 * column, written to one), never to decide the query's shape (an `if`, the length of a list) and never
 * transform it; an argument it does not pass on as a parameter is an error at the first call. Both
 * databases compile with Kysely's PostgreSQL compiler and no plugin, so the text fits either.
 */
export function compiledOnce<A extends unknown[], R>(build: (db: Db, ...args: A) => Compilable<R>) {
  let compiled: CompiledQuery<R> | null = null;
  return (db: Db, ...args: A): Promise<QueryResult<R>> => {
    compiled ??= compileWithSlots(db, build, args.length);
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
    return db.executeQuery<R>({ ...compiled, parameters });
  };
}

function compileWithSlots<A extends unknown[], R>(
  db: Db,
  build: (db: Db, ...args: A) => Compilable<R>,
  count: number,
): CompiledQuery<R> {
  const slots = Array.from({ length: count }, (_, index) => new Slot(index));
  const compiled = build(db, ...(slots as unknown as A)).compile();
  const passed = new Set(compiled.parameters.filter((value) => value instanceof Slot).map((slot) => slot.index));
  if (passed.size !== count) {
    throw new Error(`a query compiled once must pass each of its ${count} arguments as a parameter:\n${compiled.sql}`);
  }
  return compiled;
}
