import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Builds packages into their `dist` folders, in parallel, on plain Node (ADR 0003). */
export function compile(pkgs: string[]): void {
  if (pkgs.length === 0) return;
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'compile.mjs'), ...pkgs], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`build failed: ${pkgs.join(', ')}`);
}
