import path from 'node:path';

/** Where the repository and the published site live, for the build and release commands. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function siteDir(): string {
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(repoRoot, 'data');
  return path.join(dataDir, 'site');
}

export function packageDir(pkg: string): string {
  return path.join(repoRoot, pkg);
}
