import { startPostgres } from '../test/support/postgres-server';

/** Runs one benchmark on PGlite, then on a throwaway PostgreSQL this run starts and stops. */
export async function onBothDatabases(
  bench: (kind: 'pglite' | 'postgres', databaseUrl: string | null) => Promise<void>,
): Promise<void> {
  await bench('pglite', null);
  const postgres = await startPostgres();
  try {
    await bench('postgres', postgres.url);
  } finally {
    await postgres.stop();
  }
}
