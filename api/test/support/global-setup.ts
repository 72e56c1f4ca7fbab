import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';
import { seedPgliteTemplate, seedPostgresTemplate } from './seeded-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `postgres` database of the throwaway server; tests create their own databases through it. */
    postgresUrl: string;
    /** A dump of a migrated PGlite database with the demo data, which every PGlite test app loads. */
    pgliteTemplate: string;
  }
}

/**
 * One PostgreSQL server per test run, stopped and removed when the run ends, and the migrated and
 * seeded databases every test app starts from (one on that server, one PGlite dump).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  const [pgliteTemplate] = await Promise.all([seedPgliteTemplate(), seedPostgresTemplate(server.url)]);
  project.provide('postgresUrl', server.url);
  project.provide('pgliteTemplate', pgliteTemplate.file);
  return async () => {
    await server.stop();
    await pgliteTemplate.remove();
  };
}
