import { registerRemotes } from '@module-federation/enhanced/runtime';
import { matchRoutes } from '@app/shared/router';
import { campaignReleaseFor, type RemoteRelease } from '@app/shared/contract/campaign-release';
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
    registry.campaigns !== null &&
    Object.values(registry.campaigns).every(
      (entry) =>
        typeof entry === 'string' ||
        (typeof entry?.remote === 'string' && typeof entry.manifest === 'string' && typeof entry.version === 'string'),
    )
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

/** One release of a container as the runtime loads it: its versioned entry script. */
export interface Release {
  name: string;
  version: string;
  entry: string;
}

function release({ remote, version, manifest }: RemoteRelease): Release {
  return { name: remote, version, entry: new URL(remoteEntryPath({ manifest }), location.origin).href };
}

/**
 * The release of a container that the page at `pathname` needs: a campaign's own release on its
 * lander (ADR 0023), else the live one; null for a container the registry does not list.
 */
export function releaseFor(registry: Registry, name: string, pathname: string): Release | null {
  const campaign = campaignReleaseFor(registry, pathname);
  if (campaign?.remote === name) return release(campaign);
  const live = registry.remotes.find((remote) => remote.name === name);
  return live ? release({ remote: name, version: live.version, manifest: live.manifest }) : null;
}

/** The release registered for each container: one per container name and page load. */
const registered = new Map<string, Release>();

/**
 * Registers every remote by the versioned entry script of the release this address needs, before the
 * first render. The server preloads the first page's entry and chunks from the page itself, so no
 * manifest is fetched first (ADR 0019).
 */
export function registerRegistry(registry: Registry, pathname = location.pathname): void {
  for (const remote of registry.remotes) registered.set(remote.name, releaseFor(registry, remote.name, pathname)!);
  registerRemotes(
    [...registered.values()].map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
}

/** The release registered for a container in this page, if any. */
export function registeredRelease(name: string): Release | undefined {
  return registered.get(name);
}

/** Registers another release of a container; only before any of that container has loaded in the page. */
export function registerRelease(next: Release): void {
  registered.set(next.name, next);
  registerRemotes([{ name: next.name, entry: next.entry }], { force: true });
}

/** Registers one remote again, dropping what the runtime cached of a failed load, so a retry reloads it. */
export function reRegisterRemote(name: string): void {
  const current = registered.get(name);
  if (current) registerRemotes([{ name, entry: current.entry }], { force: true });
}

/**
 * The remote that renders a lander: the campaign map may give a campaign its own release (of the
 * owner or of another remote), by `<type>/<slug>` first, then by `<type>`, else the remote that owns the route.
 */
export function campaignRemote(registry: Registry, type: string, slug: string | undefined, owner: string): string {
  return campaignReleaseFor(registry, `/landers/${type}${slug ? `/${slug}` : ''}`)?.remote ?? owner;
}

/** The remote that renders a path: the one whose route table matches it, or a campaign's on its lander. */
export function remoteForPath(registry: Registry, pathname: string): string | null {
  const routes = registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => ({ path: route.path, id: remote.name })),
  );
  const owner = matchRoutes(routes, pathname)?.[0]?.route.id ?? null;
  if (!owner || !pathname.startsWith('/landers/')) return owner;
  return campaignReleaseFor(registry, pathname)?.remote ?? owner;
}
