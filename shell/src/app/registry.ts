import { registerRemotes } from '@module-federation/enhanced/runtime';
import { matchRoutes } from '@app/shared/router';
import { RegistrySchema, type Registry } from '@app/shared/contract';

const EMPTY: Registry = { remotes: [], campaigns: {}, updatedAt: '' };

/** Fetches the runtime registry, never from a cache: a release or rollback shows on the next load. */
export async function fetchRegistry(): Promise<Registry> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    return RegistrySchema.parse(await response.json());
  } catch (error) {
    console.warn('[registry] unavailable; every remote slot shows its fallback', error);
    return EMPTY;
  }
}

const entries = new Map<string, string>();

/** Registers every remote by its versioned manifest, before the first render. */
export function registerRegistry(registry: Registry): void {
  for (const remote of registry.remotes) entries.set(remote.name, new URL(remote.manifest, location.origin).href);
  registerRemotes(
    [...entries].map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Registers one remote again, dropping what the runtime cached of a failed load, so a retry reloads it. */
export function reRegisterRemote(name: string): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/**
 * The remote that renders a lander: the campaign map may give a campaign its own remote, by
 * `<type>/<slug>` first, then by `<type>`, else the remote that owns the route.
 */
export function campaignRemote(registry: Registry, type: string, slug: string | undefined, owner: string): string {
  const candidates = [slug ? `${type}/${slug}` : null, type].filter((key): key is string => Boolean(key));
  for (const key of candidates) {
    const remote = registry.campaigns[key];
    if (remote && registry.remotes.some((entry) => entry.name === remote)) return remote;
  }
  return owner;
}

/** The remote that owns a path, by the registry's route tables (campaigns aside). */
export function remoteForPath(registry: Registry, pathname: string): string | null {
  const routes = registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => ({ path: route.path, id: remote.name })),
  );
  const matches = matchRoutes(routes, pathname);
  return matches?.[0]?.route.id ?? null;
}
