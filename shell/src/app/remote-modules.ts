import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { i18n } from '@app/shared/i18n';
import { UNAVAILABLE_REMOTE } from '@app/shared/contract';
import { registeredRelease, registerRelease, reRegisterRemote, type Release } from './registry';

/** What a remote's `./routes` exposes. */
export interface RemoteRoutesModule {
  namespace: string;
  buildId: string;
  pages: Record<string, ComponentType>;
}

export type RemoteLoad = { ok: true; module: RemoteRoutesModule } | { ok: false };

const cache = new Map<string, Promise<RemoteLoad>>();

/** Loads a remote's `./routes` once; a failure is kept until `retryRemote` (the panel's button). */
export function loadRemoteRoutes(remote: string): Promise<RemoteLoad> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = loadRemote<RemoteRoutesModule & { [UNAVAILABLE_REMOTE]?: true }>(`${remote}/routes`)
      .then((module): RemoteLoad => {
        if (!module || module[UNAVAILABLE_REMOTE] || !module.pages) return { ok: false };
        return { ok: true, module };
      })
      .catch((): RemoteLoad => ({ ok: false }));
    // React's `use` reads a settled promise synchronously when it carries its status.
    const tracked = pending as Promise<RemoteLoad> & { status?: string; value?: RemoteLoad };
    void pending.then((value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    });
    cache.set(remote, pending);
  }
  return pending;
}

/** How long a route waits for its remote before it renders with a spinner in the remote's slot. */
export const PRELOAD_WAIT_MS = 250;

/**
 * Loads a remote's `./routes` and its texts in the current language before its route renders, so
 * the page appears at once instead of through a chain of loading states. A slow or unreachable
 * remote does not hold the page: after a short wait the layout renders and the slot shows progress.
 */
export async function preloadRemotePage(remote: string, waitMs = PRELOAD_WAIT_MS): Promise<null> {
  const loaded = loadRemoteRoutes(remote).then(async (result) => {
    if (result.ok) await i18n.loadNamespaces(result.module.namespace).catch(() => undefined);
  });
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  return null;
}

/** Forgets a failed load, and what the runtime cached of it, so the next render loads the remote again. */
export async function retryRemote(remote: string): Promise<void> {
  const result = await cache.get(remote);
  if (result?.ok) return;
  cache.delete(remote);
  reRegisterRemote(remote);
}

/**
 * Makes `release` the one its container loads from in this page. Two releases of one container
 * (`mf_landers` live and a campaign's) cannot share a page: they share the container's global and
 * chunk-loading names. So once a release has started loading, another one of that container is
 * refused (false), and the caller loads the address as a new page instead (ADR 0023).
 */
export function selectRelease(release: Release): boolean {
  if (registeredRelease(release.name)?.entry === release.entry) return true;
  if (cache.has(release.name)) return false;
  registerRelease(release);
  return true;
}
