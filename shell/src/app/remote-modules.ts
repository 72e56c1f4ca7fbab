import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { UNAVAILABLE_REMOTE } from '@app/shared/contract';
import { reRegisterRemote } from './registry';

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
    cache.set(remote, pending);
  }
  return pending;
}

/** Forgets a failed load, and what the runtime cached of it, so the next render loads the remote again. */
export async function retryRemote(remote: string): Promise<void> {
  const result = await cache.get(remote);
  if (result?.ok) return;
  cache.delete(remote);
  reRegisterRemote(remote);
}
