/** A stored photo's address under the site's cdn_prefix (photo paths are relative to it). */
export function photoUrl(cdnPrefix: string | undefined, path: string): string {
  return `${(cdnPrefix ?? '/').replace(/\/?$/, '/')}${path.replace(/^\//, '')}`;
}
