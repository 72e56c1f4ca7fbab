import fs from 'node:fs/promises';
import path from 'node:path';
import { RegistrySchema, type Registry, type RemoteEntry } from '../contract/registry';

/** The registry file: the one mutable file of a deployed site. */
export function registryPath(siteDir: string): string {
  return path.join(siteDir, 'remotes.json');
}

export async function readRegistry(siteDir: string): Promise<Registry> {
  try {
    return RegistrySchema.parse(JSON.parse(await fs.readFile(registryPath(siteDir), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { remotes: [], campaigns: {}, updatedAt: new Date(0).toISOString() };
    }
    throw error;
  }
}

/** Writes the registry atomically: a reader sees the old file or the new one, never half of one. */
export async function writeRegistry(siteDir: string, registry: Registry): Promise<void> {
  const file = registryPath(siteDir);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.mkdir(siteDir, { recursive: true });
  await fs.writeFile(temp, `${JSON.stringify(RegistrySchema.parse(registry), null, 2)}\n`);
  await fs.rename(temp, file);
}

/** Points the registry at a released version, remembering the one it replaces for rollback. */
export function withRelease(registry: Registry, entry: Omit<RemoteEntry, 'history'>): Registry {
  const current = registry.remotes.find((remote) => remote.name === entry.name);
  const history = current ? [...current.history] : [];
  if (current && current.version !== entry.version) history.push(current.version);
  const next: RemoteEntry = { ...entry, history: history.slice(-20) };
  return {
    ...registry,
    remotes: [...registry.remotes.filter((remote) => remote.name !== entry.name), next].sort((a, b) =>
      a.name.localeCompare(b.name),
    ),
    updatedAt: new Date().toISOString(),
  };
}

/** Points the registry back at the version released before the current one. */
export function withRollback(
  registry: Registry,
  name: string,
  routesOf: (version: string) => RemoteEntry['routes'],
  manifestOf: (version: string) => string,
): Registry {
  const current = registry.remotes.find((remote) => remote.name === name);
  if (!current) throw new Error(`${name} has never been released`);
  const previous = current.history.at(-1);
  if (!previous) throw new Error(`${name} has no earlier release to roll back to`);
  const rolledBack: RemoteEntry = {
    ...current,
    version: previous,
    manifest: manifestOf(previous),
    routes: routesOf(previous),
    history: current.history.slice(0, -1),
  };
  return {
    ...registry,
    remotes: registry.remotes.map((remote) => (remote.name === name ? rolledBack : remote)),
    updatedAt: new Date().toISOString(),
  };
}
