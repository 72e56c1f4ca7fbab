import type { ComponentType, ReactNode } from 'react';
import type { Params } from '../contract/route-pattern';

export type { Params };

/** What a route's loader is given: the matched parameters and the address being loaded. */
export interface LoaderArgs {
  params: Params;
  request: Request;
}

/** The parts of a route that `lazy` may supply when the route is first visited. */
export interface LazyRouteParts {
  element?: ReactNode;
  Component?: ComponentType;
  errorElement?: ReactNode;
  handle?: unknown;
  loader?: (args: LoaderArgs) => unknown;
}

/** One route of the route table: a path (absolute, or relative to its parent) and what it renders. */
export interface RouteObject extends LazyRouteParts {
  path?: string;
  id?: string;
  /** Shown instead of the whole tree until the first visit's loaders and lazy parts have arrived. */
  hydrateFallbackElement?: ReactNode;
  /** Loads parts of the route (its page's code) before the route renders. */
  lazy?: () => Promise<LazyRouteParts>;
  children?: RouteObject[];
}

/** A location, as `useLocation` gives it. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** Where to go: a path (absolute, or `?query` / `#hash` on the current path) or its parts. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keeps the scroll position (a tab change on the same page). */
  preventScrollReset?: boolean;
}

/** One matched route of the current location, root first. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

/** A matched route as `useMatches` gives it. */
export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  handle: unknown;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  historyAction: HistoryAction;
  location: Location;
  matches: RouteMatch[];
  navigation: { state: 'idle' | 'loading'; location?: Location };
  /** False until the first location's loaders and lazy parts have arrived. */
  initialized: boolean;
  /** An error thrown by a loader or `lazy`, with the index of the match that threw it. */
  error: { value: unknown; matchIndex: number } | null;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** The address a link to `to` points at. */
  createHref(to: To): string;
  dispose(): void;
}
