import { compileRoutePattern } from '@app/shared/contract/route-pattern';

/**
 * How well a route pattern of the registry matches a path: null when it does not match, else the
 * score the shell's router ranks routes by (`@app/shared/contract/route-pattern`, the one rule for both).
 * The server uses it to choose what to preload and the page's status; the shell's router decides what renders.
 */
export function routeMatchScore(pattern: string, pathname: string): number | null {
  return compileRoutePattern(pattern)(pathname)?.score ?? null;
}

/** The best of several route patterns for a path, or null when none matches. */
export function bestRouteMatch<Route extends { path: string }>(routes: Route[], pathname: string): Route | null {
  let best: Route | null = null;
  let bestScore = -Infinity;
  for (const route of routes) {
    const score = routeMatchScore(route.path, pathname);
    if (score !== null && score > bestScore) [best, bestScore] = [route, score];
  }
  return best;
}
