/**
 * Whether a route pattern of the registry matches a path, in the router's syntax: static segments,
 * `:param`, `:param?` (optional) and a trailing `*`. The server uses it only to choose what to preload;
 * the shell's router decides what renders.
 */
export function matchRoutePath(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  let index = 0;
  for (const segment of wanted) {
    if (segment === '*') return true;
    const value = given[index];
    if (segment.startsWith(':')) {
      if (value === undefined) {
        if (segment.endsWith('?')) continue;
        return false;
      }
      index += 1;
      continue;
    }
    if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) return false;
    index += 1;
  }
  return index === given.length;
}
