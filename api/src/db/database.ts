import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { PGliteThread } from './pglite-thread';

export type Db = Kysely<Database>;

/**
 * PostgreSQL through Kysely: a real server when DATABASE_URL is set, else embedded PGlite with its
 * files under `<data>/pglite` (or in memory for `memory://`), in a worker thread (ADR 0033). `pgliteTemplate` starts an embedded
 * database from a dump of another (`PGlite.dumpDataDir`) instead of an empty one: the API tests start
 * each app from one migrated and seeded database, in a tenth of the time.
 */
export async function createDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  pgliteTemplate?: Blob;
}): Promise<Db> {
  if (options.databaseUrl && !options.databaseUrl.startsWith('memory://')) {
    const [{ default: pg }, { Kysely, PostgresDialect }, { namedStatementsClient }] = await Promise.all([
      import('pg'),
      import('kysely'),
      import('./named-statements-client'),
    ]);
    // BIGINT counts come back as numbers; money and ids stay within 2^53 here.
    pg.types.setTypeParser(20, (value) => Number(value));
    // Every query a prepared statement of its connection (ADR 0039): parsed once, planned by PostgreSQL's plan cache.
    const Client = namedStatementsClient(pg.Client);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, Client });
    // An idle connection the server closes (a restart, a failover) is dropped from the pool and
    // replaced on the next query; without a listener it would end the process.
    pool.on('error', (error) => console.warn('[db] an idle connection was closed:', error.message));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let dataDir: string | undefined;
  if (!options.databaseUrl) {
    dataDir = path.join(options.dataDir, 'pglite');
    await fs.mkdir(dataDir, { recursive: true });
  }
  // In a worker thread of its own (ADR 0033): its queries never block the event loop.
  const pglite = new PGliteThread({
    ...(dataDir ? { dataDir } : {}),
    ...(options.pgliteTemplate ? { template: await options.pgliteTemplate.arrayBuffer() } : {}),
  });
  // Kysely loads while the thread opens the database (`pnpm start` starts here, before the rest of the code).
  const [{ Kysely }, { PGliteDialect }] = await Promise.all([import('kysely'), import('./pglite-dialect')]);
  // Awaited here, not on the first query, so that `pnpm start` times the opening where it happens.
  await pglite.waitReady;
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}
