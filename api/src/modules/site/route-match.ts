/**
 * How well a route pattern of the registry matches a path, in the router's syntax (static segments,
 * `:param`, `:param?` and a trailing `*`): null when it does not match, else a score in which static
 * segments outrank parameters and parameters outrank a splat, as the router ranks them. The server
 * uses it only to choose what to preload; the shell's router decides what renders.
 */
export function routeMatchScore(pattern: string, pathname: string): number | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  let index = 0;
  let score = 0;
  for (const segment of wanted) {
    if (segment === '*') return score - 2;
    const value = given[index];
    if (segment.startsWith(':')) {
      if (value === undefined) {
        if (segment.endsWith('?')) continue;
        return null;
      }
      index += 1;
      score += 3;
      continue;
    }
    if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) return null;
    index += 1;
    score += 10;
  }
  return index === given.length ? score : null;
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
