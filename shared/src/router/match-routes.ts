import { compileRoutePattern, type PatternMatch } from '../contract/route-pattern';
import type { RouteMatch, RouteObject } from './types';

interface Branch {
  chain: RouteObject[];
  match: (pathname: string) => PatternMatch | null;
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

function joinPaths(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/** Every route that can be matched (a leaf, or a route with a path), with its ancestors. */
function flatten(routes: RouteObject[], parents: RouteObject[] = [], parentPath = '', into: Branch[] = []): Branch[] {
  for (const route of routes) {
    const chain = [...parents, route];
    const path = joinPaths(parentPath, route.path);
    if (route.children?.length) flatten(route.children, chain, path, into);
    if (route.path !== undefined || !route.children?.length) into.push({ chain, match: compileRoutePattern(path) });
  }
  return into;
}

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = branchCache.get(routes);
  if (!branches) branchCache.set(routes, (branches = flatten(routes)));
  return branches;
}

/**
 * The routes a pathname renders, root first, or null when none matches. The most specific pattern wins
 * (static segments before parameters before a splat); among equals, the first in the table.
 */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let best: { branch: Branch; found: PatternMatch } | null = null;
  for (const branch of branchesOf(routes)) {
    const found = branch.match(pathname);
    if (found && (!best || found.score > best.found.score)) best = { branch, found };
  }
  if (!best) return null;
  const { params } = best.found;
  return best.branch.chain.map((route) => ({ route, params, pathname }));
}
