/**
 * A stored photo's address under the site's cdn_prefix: photo paths (`main_image`, a profile's
 * photos, gifts) are relative to it, with or without a leading slash; no prefix yet means the root.
 */
export function photoUrl(cdnPrefix: string | undefined, path: string): string {
  return `${(cdnPrefix ?? '/').replace(/\/?$/, '/')}${path.replace(/^\//, '')}`;
}
