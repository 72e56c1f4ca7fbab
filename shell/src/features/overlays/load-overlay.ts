import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { UNAVAILABLE_REMOTE } from '@app/shared/contract';

/** An overlay component a remote exposes (default export), or the news that it cannot be had. */
export type OverlayLoad<P> = { ok: true; Component: ComponentType<P> } | { ok: false };

type OverlayModule<P> = { default?: ComponentType<P>; [UNAVAILABLE_REMOTE]?: true } | null | undefined;

const cache = new Map<string, Promise<OverlayLoad<never>>>();

/**
 * Loads the default export of a remote's exposed module (`mf_members` and `MatchModal` for
 * `mf_members/MatchModal`) once per page load. A failure, or the runtime's "unavailable" marker,
 * answers `{ ok: false }` and stays so until the next page load: overlays are extras, never a reason
 * for the page to fail.
 */
export function loadOverlay<P>(remote: string, exposed: string): Promise<OverlayLoad<P>> {
  const id = `${remote}/${exposed}`;
  let pending = cache.get(id) as Promise<OverlayLoad<P>> | undefined;
  if (!pending) {
    pending = loadRemote<OverlayModule<P>>(id)
      .then((module): OverlayLoad<P> => {
        if (!module || module[UNAVAILABLE_REMOTE] || typeof module.default !== 'function') return { ok: false };
        return { ok: true, Component: module.default };
      })
      .catch((error: unknown): OverlayLoad<P> => {
        console.warn(`[overlay] ${id} could not be loaded`, error);
        return { ok: false };
      });
    cache.set(id, pending as Promise<OverlayLoad<never>>);
  }
  return pending;
}
