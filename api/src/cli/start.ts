import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startServer } from '../server';

/**
 * `pnpm start`: builds the shell and releases every remote that is not built yet, then serves the
 * assembled site and the API from one process.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const build = spawnSync(
  'pnpm',
  ['--filter', '@app/shared', 'exec', 'tsx', 'src/build/cli.ts', 'build-all', '--if-missing'],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: process.env,
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

startServer().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
