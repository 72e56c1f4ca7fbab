import { parseConfig } from '../config';
import { progressFor } from './progress';
import { buildMissing } from './site-build';

/**
 * `pnpm start`: builds the shell and releases every remote that the site lacks (in a process of its
 * own), opens the database while the server's code loads, migrates and seeds, then serves the
 * assembled site and the API from one process. Every step prints a line with its time; a long one
 * says every few seconds that it still runs.
 */
async function start(): Promise<void> {
  const config = parseConfig();
  const progress = progressFor(config.logLevel);
  const siteReady = buildMissing(config.siteDir, progress);
  const database = import('../db/open-database').then(({ openDatabase }) => openDatabase(config, progress));
  // Awaited by startServer; a failure before then must not go unhandled.
  siteReady.catch(() => {});
  database.catch(() => {});
  const { startServer, closeOnSignal } = await progress.step('server: loading its code', () => import('../server'), {
    announce: true,
  });
  closeOnSignal(await startServer(config, { progress, siteReady, database }));
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
