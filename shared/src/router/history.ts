import type { HistoryAction, Location, To } from './types';

/** Where the router keeps its locations: the browser's history, or a list in memory (tests). */
export interface History {
  readonly location: Location;
  readonly origin: string;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called with the new location after back or forward; returns an unsubscribe function. */
  listen(listener: (location: Location, action: HistoryAction) => void): () => void;
}

let keys = 0;
function newKey(): string {
  keys += 1;
  return `${Date.now().toString(36)}${keys.toString(36)}`;
}

/** A location from a path such as `/members?page=2#top`. */
export function parsePath(path: string, state: unknown = null, key = newKey()): Location {
  const url = new URL(path, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

export function createPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The location `to` leads to from `current`: `?query` and `#hash` stay on the current path. */
export function resolveTo(to: To, current: Location, state: unknown = null): Location {
  if (typeof to === 'string') {
    if (to.startsWith('?')) return parsePath(`${current.pathname}${to}`, state);
    if (to.startsWith('#')) return parsePath(`${current.pathname}${current.search}${to}`, state);
    return parsePath(to.startsWith('/') ? to : `${current.pathname.replace(/[^/]*$/, '')}${to}`, state);
  }
  return parsePath(
    createPath({ pathname: to.pathname ?? current.pathname, search: to.search ?? '', hash: to.hash ?? '' }),
    state,
  );
}

interface StoredState {
  usr: unknown;
  key: string;
}

function fromWindow(): Location {
  const stored = (window.history.state ?? null) as StoredState | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: stored?.usr ?? null, key: stored?.key ?? 'default' };
}

export function createBrowserHistory(): History {
  return {
    get location() {
      return fromWindow();
    },
    origin: window.location.origin,
    push: (location) => window.history.pushState({ usr: location.state, key: location.key }, '', createPath(location)),
    replace: (location) =>
      window.history.replaceState({ usr: location.state, key: location.key }, '', createPath(location)),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => listener(fromWindow(), 'POP');
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

export function createMemoryHistory(initialEntries: string[] = ['/'], initialIndex?: number): History {
  const entries = initialEntries.map((entry, index) => parsePath(entry, null, index === 0 ? 'default' : newKey()));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<(location: Location, action: HistoryAction) => void>();
  return {
    get location() {
      return entries[index]!;
    },
    origin: 'http://localhost',
    push(location) {
      index += 1;
      entries.splice(index, entries.length, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index]!, 'POP');
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
