// First: the server's V8 settings when this runs without launch.mjs (ADR 0046).
import './v8-tuning.mjs';
import { pathToFileURL } from 'node:url';
import { parseConfig } from '../config';
import { fillInChild, isNewEmbeddedDatabase } from './fill-database';
import { progressFor } from './progress';
import { buildMissing } from './site-build';

/**
 * `pnpm start`: builds the shell and releases every remote that the site lacks (in a process of its
 * own), opens the database while the server's code loads, migrates and seeds, then serves the
 * assembled site and the API from one process. Every step prints a line with its time; a long one
 * says every few seconds that it still runs. `launch.mjs` runs it compiled (`server-bundle.mjs`);
 * `notes` are its lines about that.
 */
export async function start(notes: string[] = []): Promise<void> {
  const config = parseConfig();
  const progress = progressFor(config.logLevel);
  for (const note of notes) progress.note(note);
  const siteReady = buildMissing(config.siteDir, progress);
  // A new embedded database is created and filled by a process of its own, while this one loads its code (ADR 0038).
  const filled = (await isNewEmbeddedDatabase(config)) ? fillInChild(progress) : Promise.resolve();
  const databaseCode = import('../db/open-database');
  const database = Promise.all([databaseCode, filled]).then(([{ openDatabase }]) => openDatabase(config, progress));
  // Awaited by startServer; a failure before then must not go unhandled.
  siteReady.catch(() => {});
  database.catch(() => {});
  // The database's small module first: its thread opens the database while the server's code loads.
  await databaseCode.catch(() => {});
  const { startServer, closeOnSignal } = await progress.step('server: loading its code', () => import('../server'), {
    announce: true,
  });
  closeOnSignal(await startServer(config, { progress, siteReady, database }));
}

export { FILL_DATABASE_FLAG, fillDatabase } from './fill-database';

/** Exits with the message of a start that failed. */
export function failed(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Run as a script (`node --import tsx api/src/cli/start.ts`): the TypeScript as it is, through tsx.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) start().catch(failed);
