import { registerRemotes } from '@module-federation/enhanced/runtime';
import { matchRoutes } from '@app/shared/router';
import { INLINE_REGISTRY_ID, remoteEntryPath } from '@app/shared/contract/remote-names';
import type { Registry } from '@app/shared/contract/registry';

const EMPTY: Registry = { remotes: [], campaigns: {}, updatedAt: '' };

/**
 * The shape of a registry, checked without zod (it stays out of the first script). The server and the
 * release tool validate the registry against its schema when they read or write it.
 */
export function isRegistry(value: unknown): value is Registry {
  const registry = value as Partial<Registry> | null;
  return (
    typeof registry === 'object' &&
    registry !== null &&
    Array.isArray(registry.remotes) &&
    registry.remotes.every(
      (remote) =>
        typeof remote?.name === 'string' && typeof remote.manifest === 'string' && Array.isArray(remote.routes),
    ) &&
    typeof registry.campaigns === 'object' &&
    registry.campaigns !== null
  );
}

/** The registry the server put into the page (ADR 0019), or null for a page without it (the dev server). */
function inlineRegistry(): Registry | null {
  const text = document.getElementById(INLINE_REGISTRY_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isRegistry(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The runtime registry: the one the server put into the page, else `/remotes.json`, never from a
 * cache. Either way a release or rollback shows on the next load.
 */
export async function fetchRegistry(): Promise<Registry> {
  const inline = inlineRegistry();
  if (inline) return inline;
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    const value: unknown = await response.json();
    if (!isRegistry(value)) throw new Error('registry has an unexpected shape');
    return value;
  } catch (error) {
    console.warn('[registry] unavailable; every remote slot shows its fallback', error);
    return EMPTY;
  }
}

const entries = new Map<string, string>();

/**
 * Registers every remote by its versioned entry script, before the first render. The server preloads
 * the first page's entry and chunks from the page itself, so no manifest is fetched first (ADR 0019).
 */
export function registerRegistry(registry: Registry): void {
  for (const remote of registry.remotes)
    entries.set(remote.name, new URL(remoteEntryPath(remote), location.origin).href);
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
