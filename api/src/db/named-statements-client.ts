import type pg from 'pg';
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

/**
 * node-postgres's Client, running every query Kysely sends (a text and its values) as a named prepared
 * statement (ADR 0039): PostgreSQL parses it once per connection and plans it by `plan_cache_mode`
 * (custom plans for the first five runs, then the generic plan when it costs no more), and each
 * later run is Bind and Execute only. A connection keeps at most `maxPerConnection` statements;
 * DDL and transaction control run unnamed.
 */
export function namedStatementsClient(
  Client: typeof pg.Client,
  maxPerConnection = MAX_NAMED_PER_CONNECTION,
): typeof pg.Client {
  class NamedStatementsClient extends Client {
    readonly named = new Set<string>();

    nameOnThisConnection(text: string): string | null {
      const name = nameOf(text);
      if (name === null || this.named.has(name)) return name;
      if (this.named.size >= maxPerConnection) return null;
      this.named.add(name);
      return name;
    }
  }
  const query = Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  NamedStatementsClient.prototype.query = function (this: NamedStatementsClient, ...args: unknown[]) {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && callback === undefined) {
      const name = this.nameOnThisConnection(text);
      if (name !== null) {
        return (query.call(this, { name, text, values }) as Promise<unknown>).catch((error: unknown) =>
          renameIfStale(text, error),
        );
      }
    }
    return query.apply(this, args);
  } as pg.Client['query'];
  return NamedStatementsClient;
}
