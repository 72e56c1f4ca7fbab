import { createBrowserHistory, createMemoryHistory, createPath, resolveTo, type History } from './history';
import { matchRoutes } from './match-routes';
import type { HistoryAction, Location, NavigateOptions, RouteMatch, RouteObject, Router, RouterState } from './types';

/** The answer when no route matches an address (the site's table ends with `*`, so this is rare). */
export class ErrorResponse {
  readonly internal = true;
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown = null,
  ) {}
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof ErrorResponse;
}

const lazyLoads = new WeakMap<RouteObject, Promise<void>>();

/** Fills in a route's lazy parts once; the route object keeps them, as react-router did. */
function loadLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let loading = lazyLoads.get(route);
  if (!loading) {
    loading = lazy().then((parts) => {
      Object.assign(route, parts);
      delete route.lazy;
    });
    lazyLoads.set(route, loading);
  }
  return loading;
}

function needsLoading(matches: RouteMatch[]): boolean {
  return matches.some((match) => match.route.lazy || match.route.loader);
}

/** Runs the lazy parts, then the loaders, of every matched route; the first failure with its index. */
async function prepare(matches: RouteMatch[], url: string): Promise<RouterState['error']> {
  const outcomes = await Promise.allSettled(
    matches.map(async (match) => {
      await loadLazy(match.route);
      await match.route.loader?.({ params: match.params, request: new Request(url) });
    }),
  );
  const failed = outcomes.findIndex((outcome) => outcome.status === 'rejected');
  return failed < 0 ? null : { value: (outcomes[failed] as PromiseRejectedResult).reason, matchIndex: failed };
}

function matchesOf(routes: RouteObject[], location: Location): { matches: RouteMatch[]; notFound: boolean } {
  const matches = matchRoutes(routes, location.pathname);
  if (matches) return { matches, notFound: false };
  // Without a match the root route renders its error element with a 404.
  return { matches: routes[0] ? [{ route: routes[0], params: {}, pathname: location.pathname }] : [], notFound: true };
}

function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<(state: RouterState) => void>();
  let navigationId = 0;
  const first = matchesOf(routes, history.location);
  let state: RouterState = {
    historyAction: 'POP',
    location: history.location,
    matches: first.matches,
    navigation: { state: 'idle' },
    initialized: first.notFound || !needsLoading(first.matches),
    error: first.notFound ? { value: new ErrorResponse(404, 'Not Found'), matchIndex: 0 } : null,
  };

  function update(patch: Partial<RouterState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  }

  /** Loads what the location needs while the current page stays, then shows it. */
  async function load(location: Location, action: HistoryAction, commit: () => void): Promise<void> {
    const id = (navigationId += 1);
    const { matches, notFound } = matchesOf(routes, location);
    let error: RouterState['error'] = notFound ? { value: new ErrorResponse(404, 'Not Found'), matchIndex: 0 } : null;
    if (!notFound && needsLoading(matches)) {
      if (state.initialized) update({ navigation: { state: 'loading', location } });
      error = await prepare(matches, new URL(createPath(location), history.origin).href);
      if (id !== navigationId) return;
    }
    commit();
    update({ historyAction: action, location, matches, error, navigation: { state: 'idle' }, initialized: true });
  }

  const stopListening = history.listen((location, action) => void load(location, action, () => {}));
  if (!state.initialized) void load(state.location, 'POP', () => {});

  return {
    routes,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options: NavigateOptions = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const location = resolveTo(to, state.location, options.state ?? null);
      const replace = options.replace || createPath(location) === createPath(state.location);
      return load(location, replace ? 'REPLACE' : 'PUSH', () => {
        if (replace) history.replace(location);
        else history.push(location);
        if (!replace && !options.preventScrollReset && typeof window !== 'undefined' && window.scrollTo)
          window.scrollTo(0, 0);
      });
    },
    createHref: (to) => createPath(resolveTo(to, state.location)),
    dispose() {
      stopListening();
      listeners.clear();
    },
  };
}

/** The site's router on the browser's history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

/** A router on a list of addresses in memory, for tests. */
export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
}
