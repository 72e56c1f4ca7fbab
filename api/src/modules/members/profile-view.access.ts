import type { SiteRow } from '../settings/site.table';
import { present } from '../users/signup-rules';

/**
 * Spec section 6: a visitor browses members only as far as the site allows: everybody with
 * `logged_out_search`, visitors who came with a traffic source with `logged_out_search_trafficsource`.
 */
export function visitorMayBrowse(
  site: Pick<SiteRow, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  trafficSource: string | null | undefined,
): boolean {
  return site.logged_out_search || (site.logged_out_search_trafficsource && present(trafficSource) !== null);
}
