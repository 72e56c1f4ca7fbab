import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `postgres` database of the throwaway server; tests create their own databases through it. */
    postgresUrl: string;
  }
}

/** One PostgreSQL server per test run, stopped and removed when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return server.stop;
}
