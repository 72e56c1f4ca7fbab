import { useMatches } from '@app/shared/router';
import type { LayoutName } from '@app/shared/contract';

/** What the shell knows of every route without loading its remote. */
export interface RouteHandle {
  routeName: string;
  layout: LayoutName;
  /** The owning remote, or `shell`. */
  owner: string;
}

const FALLBACK: RouteHandle = { routeName: 'not-found', layout: 'default', owner: 'shell' };

/** The handle of the deepest matched route. */
export function useRouteInfo(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle as RouteHandle | undefined;
    if (handle?.routeName) return handle;
  }
  return FALLBACK;
}
