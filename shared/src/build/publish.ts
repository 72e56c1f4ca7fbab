import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, type RemotePackage, type RemoteRoute } from '../contract/registry';
import { packageDir } from './paths';
import { precompress } from './precompress';
import { updateRegistry, withRelease, withRollback } from './registry-file';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A version derived from the built files: the same build gives the same immutable folder. */
async function contentVersion(pkg: string, dist: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dist)) {
    hash.update(file);
    hash.update(await fs.readFile(path.join(dist, file)));
  }
  const { version } = JSON.parse(await fs.readFile(path.join(packageDir(pkg), 'package.json'), 'utf8')) as {
    version: string;
  };
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}

async function routeTable(pkg: string): Promise<RemoteRoute[]> {
  const module = (await import(path.join(packageDir(pkg), 'src/route-table.ts'))) as { routeTable: RemoteRoute[] };
  return module.routeTable;
}

/** Publishes the shell's build: hashed assets first, index.html last. */
export async function publishShell(site: string): Promise<void> {
  const dist = path.join(packageDir('shell'), 'dist');
  const target = path.join(site, 'shell');
  await precompress(dist);
  await fs.mkdir(target, { recursive: true });
  const files = (await listFiles(dist)).filter((file) => !file.startsWith('index.html'));
  for (const file of files) {
    await fs.mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await fs.copyFile(path.join(dist, file), path.join(target, file));
  }
  // index.html last: a page that loads it finds every file it names.
  for (const file of ['index.html.br', 'index.html.gz', 'index.html']) {
    if (!(await fs.stat(path.join(dist, file)).catch(() => null))) continue;
    const temp = path.join(target, `${file}.${process.pid}.tmp`);
    await fs.copyFile(path.join(dist, file), temp);
    await fs.rename(temp, path.join(target, file));
  }
}

/**
 * Publishes a remote's build into its immutable versioned folder (`remotes/<pkg>/<version>/`, with
 * its route table as `route-meta.json`) without touching the registry; gives the version.
 */
export async function publishRemote(
  site: string,
  pkg: RemotePackage,
): Promise<{ version: string; routes: RemoteRoute[] }> {
  const dist = path.join(packageDir(pkg), 'dist');
  const version = await contentVersion(pkg, dist);
  const target = path.join(site, 'remotes', pkg, version);
  const routes = await routeTable(pkg);
  try {
    await fs.access(path.join(target, 'route-meta.json'));
  } catch {
    const temp = `${target}.${process.pid}.tmp`;
    await fs.rm(temp, { recursive: true, force: true });
    await fs.cp(dist, temp, { recursive: true });
    await fs.writeFile(path.join(temp, 'route-meta.json'), JSON.stringify(routes, null, 2));
    await precompress(temp);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(temp, target);
  }
  return { version, routes };
}

/**
 * Releases a remote's build: publishes it (see `publishRemote`), then switches the registry to it.
 * Nothing else is rebuilt; the shell picks it up on the next page load. Campaigns keep their releases.
 */
export async function releaseRemote(site: string, pkg: RemotePackage): Promise<string> {
  const { version, routes } = await publishRemote(site, pkg);
  await updateRegistry(site, (registry) =>
    withRelease(registry, { name: REMOTES[pkg], package: pkg, version, manifest: manifestUrl(pkg, version), routes }),
  );
  return version;
}

/** The versioned manifest of a published release. */
export function manifestUrl(pkg: string, version: string): string {
  return `/remotes/${pkg}/${version}/mf-manifest.json`;
}

/** Points the registry back at the remote's previous release; the campaign map stays as it is. */
export async function rollbackRemote(site: string, pkg: RemotePackage): Promise<string> {
  const next = await updateRegistry(site, async (registry) => {
    const routesByVersion = new Map<string, RemoteRoute[]>();
    const current = registry.remotes.find((remote) => remote.name === REMOTES[pkg]);
    const previous = current?.history.at(-1);
    if (previous) {
      const meta = await fs.readFile(path.join(site, 'remotes', pkg, previous, 'route-meta.json'), 'utf8');
      routesByVersion.set(previous, JSON.parse(meta) as RemoteRoute[]);
    }
    return withRollback(
      registry,
      REMOTES[pkg],
      (version) => routesByVersion.get(version) ?? [],
      (version) => manifestUrl(pkg, version),
    );
  });
  return next.remotes.find((remote) => remote.name === REMOTES[pkg])!.version;
}
