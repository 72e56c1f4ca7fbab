import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES, RegistrySchema, type RemotePackage } from '@app/shared/contract/registry';
import type { Progress } from './progress';

export type SitePackage = 'shell' | RemotePackage;

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** `pnpm build`'s command line (shared/src/build/cli.ts), run on Node with tsx as pnpm would, minus pnpm. */
const BUILD_CLI = path.join(repoRoot, 'shared/src/build/cli.ts');
/** tsx's loader, as the server's own dependency resolves it (compiled or not). */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * What a site folder lacks, by the rule of `cli build-all --if-missing`: the shell without its
 * index.html, and every remote without a release in the registry. Read here: a site that is built
 * costs two file reads, not a build tool's start.
 */
export async function missingPackages(siteDir: string): Promise<SitePackage[]> {
  const [index, registryText] = await Promise.all([
    fs.access(path.join(siteDir, 'shell/index.html')).then(
      () => true,
      () => false,
    ),
    fs.readFile(path.join(siteDir, 'remotes.json'), 'utf8').catch(() => null),
  ]);
  const registry = registryText === null ? null : RegistrySchema.safeParse(JSON.parse(registryText));
  const released = new Set(registry?.success ? registry.data.remotes.map((remote) => remote.name) : []);
  const remotes = (Object.keys(REMOTES) as RemotePackage[]).filter((pkg) => !released.has(REMOTES[pkg]));
  return [...(index ? [] : ['shell' as const]), ...remotes];
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the site's build failed (${code})`))));
  });
}

/**
 * Builds what the site lacks (`cli build-all --if-missing`: rspack, then precompressed and released)
 * in a process of its own, while this one starts the database; nothing when the site is built. The
 * site folder is the one of DATA_DIR, for the build as for the server.
 */
export async function buildMissing(siteDir: string, progress: Progress): Promise<void> {
  const pkgs = await missingPackages(siteDir);
  if (pkgs.length === 0) return progress.note('site: built already');
  await progress.step(
    `build: ${pkgs.join(', ')} (compiled, precompressed, released)`,
    () => run(['--import', TSX, BUILD_CLI, 'build-all', '--if-missing']),
    { announce: true },
  );
}
