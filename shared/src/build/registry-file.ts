import fs from 'node:fs/promises';
import path from 'node:path';
import { RegistrySchema, type CampaignRelease, type Registry, type RemoteEntry } from '../contract/registry';

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

const LOCK_WAIT_MS = 10_000;
const LOCK_STALE_MS = 60_000;

/**
 * Takes the registry's lock file (`remotes.json.lock`), waiting for another command to finish with it;
 * gives the function that releases it.
 */
export async function lockRegistry(siteDir: string): Promise<() => Promise<void>> {
  const file = `${registryPath(siteDir)}.lock`;
  await fs.mkdir(siteDir, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return () => fs.rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left behind by a command that died is taken over after a minute.
      const stat = await fs.stat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > LOCK_STALE_MS) await fs.rm(file, { force: true });
      else if (Date.now() > deadline) throw new Error(`the registry is locked by another command (${file})`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Reads, changes and writes the registry as one step: commands that change it (release, rollback,
 * campaign) take turns, so none of them loses another's change; the write is atomic for readers.
 */
export async function updateRegistry(
  siteDir: string,
  change: (registry: Registry) => Registry | Promise<Registry>,
): Promise<Registry> {
  const unlock = await lockRegistry(siteDir);
  try {
    const next = await change(await readRegistry(siteDir));
    await writeRegistry(siteDir, next);
    return next;
  } finally {
    await unlock();
  }
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

/** Points one campaign (`gallery/xmas`, `gallery`) at a release; releases and rollbacks leave it alone. */
export function withCampaign(registry: Registry, key: string, release: CampaignRelease): Registry {
  return { ...registry, campaigns: { ...registry.campaigns, [key]: release }, updatedAt: new Date().toISOString() };
}

/** Points one campaign back at the remote that owns its route. */
export function withoutCampaign(registry: Registry, key: string): Registry {
  const campaigns = { ...registry.campaigns };
  delete campaigns[key];
  return { ...registry, campaigns, updatedAt: new Date().toISOString() };
}

/**
 * The published versions of a package that the registry still needs: the live one, those a rollback
 * goes back to, and every one a campaign points at. Removing old folders must keep all of these.
 */
export function versionsInUse(registry: Registry, pkg: string): Set<string> {
  const used = new Set<string>();
  for (const remote of registry.remotes.filter((candidate) => candidate.package === pkg)) {
    used.add(remote.version);
    for (const version of remote.history) used.add(version);
  }
  for (const entry of Object.values(registry.campaigns))
    if (typeof entry !== 'string' && entry.package === pkg) used.add(entry.version);
  return used;
}
