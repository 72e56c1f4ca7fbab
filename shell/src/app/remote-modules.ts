import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { UNAVAILABLE_REMOTE } from '@app/shared/contract';

/** What a remote's `./routes` exposes. */
export interface RemoteRoutesModule {
  namespace: string;
  buildId: string;
  pages: Record<string, ComponentType>;
}

export type RemoteLoad = { ok: true; module: RemoteRoutesModule } | { ok: false };

const cache = new Map<string, Promise<RemoteLoad>>();

/** Loads a remote's `./routes` once; a failed load is forgotten so that "retry" tries again. */
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
    void pending.then((result) => {
      if (!result.ok) cache.delete(remote);
    });
  }
  return pending;
}
