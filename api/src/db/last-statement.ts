import { CompiledQuery } from 'kysely';
import type { Db } from './database';

/**
 * A directive to the database client, answered by it and never sent (to PostgreSQL it would be an
 * empty query): the next statement on this connection is its transaction's last.
 */
export const COMMIT_WITH_NEXT_STATEMENT = '-- commit with the next statement';

/**
 * Runs `run`, whose first statement on `trx` is the last of its transaction: on PostgreSQL the
 * transaction commits with it, in its write and round trip (ADR 0047), and the transaction's own
 * commit then ends nothing. The statement's failure leaves the transaction to roll back, as before.
 * Nothing may run in the transaction after it: a statement is refused, and a rollback rolls nothing
 * back (as on PostgreSQL after a commit). On PGlite, and outside a transaction, `run` just runs.
 */
export async function asLastStatement<T>(trx: Db, run: () => Promise<T>): Promise<T> {
  await trx.executeQuery(CompiledQuery.raw(COMMIT_WITH_NEXT_STATEMENT));
  return run();
}
