import type { Db } from '../../db/database';
import { landingOfCookie } from '../affiliates';
import type { SiteRow } from '../settings';
import { present } from '../users';

type BrowseRules = Pick<SiteRow, 'id' | 'logged_out_search' | 'logged_out_search_trafficsource'>;

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

/**
 * The traffic source a visitor came with: the one the query names, else the one of the visit's landing
 * on the server (the HttpOnly `landing` cookie, affiliates/landing.service.ts: its traffic source, else
 * its network). The landing is read only when the site's rule depends on it.
 */
export async function visitorTrafficSource(
  db: Db,
  site: BrowseRules,
  given: string | null | undefined,
  landingCookie: string | undefined,
): Promise<string | null> {
  if (present(given) !== null) return present(given);
  if (site.logged_out_search || !site.logged_out_search_trafficsource) return null;
  const landing = await landingOfCookie(db, landingCookie, site.id);
  return present(landing?.traffic_source) ?? present(landing?.network);
}
