import type { Progress } from '../cli/progress';
import type { Config } from '../config';
import { createDatabase, type Db } from './database';

/** Opens the configured database with a progress line (`pnpm start` opens it while the server's code loads). */
export function openDatabase(config: Config, progress: Progress): Promise<Db> {
  return progress.step('database: opening', () => createDatabase(config), {
    summary: () => (config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`),
    announce: true,
  });
}
