import {
  MEMBER_SEARCH_FIELDS,
  MEMBER_SEARCH_MAX_AGE,
  MEMBER_SEARCH_PAGE_SIZE,
  MINIMUM_AGE,
  type MemberSearchQuery,
  type MemberSearchResponse,
} from '@app/shared/contract';
import { searchGenderFor } from '@app/shared/contract/sought-genders';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CurrentUser } from '../auth';
import { resolveSite, type SiteRow } from '../settings';
import { present } from '../users';
import { memberPoolOf, memberSiteAndPool, type MemberPool } from './member-pool';
import { visitorTrafficSource } from './profile-view.access';
import { toPublicProfile } from './public-profile.service';
import type { PublicProfileRow } from './public-profile.repository';
import type { SearchCriteria } from './search.repository';
import { searchPage, searchTotal, type SearchViewer } from './search/search-pages';

/** How many years a similar search widens the age range on each side. */
const SIMILAR_AGE_WIDENING = 5;

/** Who searches: the logged-in member, else a visitor on the site of `host`. */
export interface Searcher {
  user: CurrentUser | null;
  host: string | undefined;
  /** The visit's landing cookie (POST /api/landing.php): its traffic source counts as the query's. */
  landingCookie?: string | undefined;
}

/** A visitor searches when the site allows it (spec section 6), or throws authentication_required. */
export function assertVisitorMaySearch(
  site: Pick<SiteRow, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  trafficSource: string | null | undefined,
): void {
  if (site.logged_out_search) return;
  if (site.logged_out_search_trafficsource && present(trafficSource)) return;
  throw new AppError('authentication_required');
}

/**
 * The query with the gender a member's search starts from: when the query leaves `gender` out (not
 * when it names it empty: men and women), the member's own gender and sexuality decide it
 * (searchGenderFor). A visitor's query stays as it is.
 */
export function withStartingGender(
  query: MemberSearchQuery,
  genderInQuery: boolean,
  user: Pick<CurrentUser, 'profile'> | null,
): MemberSearchQuery {
  if (genderInQuery || !user) return query;
  return { ...query, gender: searchGenderFor(user.profile.gender, user.profile.sexuality) };
}

/** The day (YYYY-MM-DD) `years` years before `today`. */
function yearsBefore(today: Date, years: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return day.toISOString().slice(0, 10);
}

/** The query's filters that the site offers (settings.search_fields), as database criteria. */
export function searchCriteria(query: MemberSearchQuery, searchFields: string[], today = new Date()): SearchCriteria {
  const offered = new Set(searchFields.filter((field) => (MEMBER_SEARCH_FIELDS as readonly string[]).includes(field)));
  const criteria: SearchCriteria = {};
  if (offered.has('gender') && query.gender) criteria.gender = query.gender;
  if (offered.has('country') && query.country) criteria.country = query.country;
  if (offered.has('countryregion') && query.countryregion !== undefined) criteria.regionId = query.countryregion;
  if (offered.has('min_age') && query.min_age !== undefined)
    criteria.bornOnOrBefore = yearsBefore(today, query.min_age);
  if (offered.has('max_age') && query.max_age !== undefined) criteria.bornAfter = yearsBefore(today, query.max_age + 1);
  return criteria;
}

/**
 * Relaxed searches for similar results, loosest last: ages widened on both sides in any region of
 * the country, then the same gender in any country of the pool. Empty when nothing can be relaxed.
 */
export function similarCriteria(
  query: MemberSearchQuery,
  criteria: SearchCriteria,
  today = new Date(),
): SearchCriteria[] {
  const stages: SearchCriteria[] = [];
  const hasAges = criteria.bornOnOrBefore !== undefined || criteria.bornAfter !== undefined;
  if (hasAges || criteria.regionId !== undefined) {
    const wider: SearchCriteria = { gender: criteria.gender, country: criteria.country };
    if (criteria.bornOnOrBefore !== undefined && query.min_age !== undefined) {
      wider.bornOnOrBefore = yearsBefore(today, Math.max(MINIMUM_AGE, query.min_age - SIMILAR_AGE_WIDENING));
    }
    if (criteria.bornAfter !== undefined && query.max_age !== undefined) {
      const highest = Math.min(MEMBER_SEARCH_MAX_AGE, query.max_age + SIMILAR_AGE_WIDENING);
      wider.bornAfter = yearsBefore(today, highest + 1);
    }
    stages.push(wider);
  }
  if (hasAges || criteria.regionId !== undefined || criteria.country !== undefined)
    stages.push({ gender: criteria.gender });
  return stages;
}

/** Similar profiles, up to a page, from each relaxed search in turn, never one of `shown`. */
async function findSimilar(
  db: Db,
  pool: MemberPool,
  viewer: SearchViewer,
  stages: SearchCriteria[],
  shown: number[],
): Promise<PublicProfileRow[]> {
  const found: PublicProfileRow[] = [];
  for (const stage of stages) {
    const missing = MEMBER_SEARCH_PAGE_SIZE - found.length;
    if (missing <= 0) break;
    const stageCriteria = { ...stage, excludeIds: [...shown, ...found.map((profile) => profile.id)] };
    const total = await searchTotal(db, pool, stageCriteria, viewer);
    found.push(...(await searchPage(db, pool, stageCriteria, { page: 1, size: missing, total })));
  }
  return found;
}

/** A visitor's site (by the request's host) and its open pool, once the site lets the visitor search. */
async function visitorSiteAndPool(db: Db, searcher: Searcher, query: MemberSearchQuery) {
  const site = await resolveSite(db, searcher.host);
  assertVisitorMaySearch(site, await visitorTrafficSource(db, site, query.trafficsource, searcher.landingCookie));
  return { site, pool: await memberPoolOf(db, site, null) };
}

/**
 * GET /api/members.php: a page of the site's member pool (ADR 0009) by the offered filters (with a
 * member's starting gender when the query leaves it out: withStartingGender), recently seen first,
 * with the total and, when the search finds less than a page, similar profiles.
 */
export async function searchMembers(
  db: Db,
  searcher: Searcher,
  asked: MemberSearchQuery,
  genderInQuery: boolean,
): Promise<MemberSearchResponse> {
  const { user } = searcher;
  const query = withStartingGender(asked, genderInQuery, user);
  const { site, pool } = user
    ? await memberSiteAndPool(db, user.site_id, { userId: user.id, profileId: user.profile.id })
    : await visitorSiteAndPool(db, searcher, query);
  const viewer: SearchViewer = { gender: user?.profile.gender ?? null };
  const criteria = searchCriteria(query, site.search_fields);
  const page = query.page ?? 1;
  // The count first (ADR 0031: from an index alone, kept when big): it decides how the page is read.
  const total = await searchTotal(db, pool, criteria, viewer);
  const size = MEMBER_SEARCH_PAGE_SIZE;
  const found = await searchPage(db, pool, criteria, { page, size, total });
  let similar: PublicProfileRow[] = [];
  if (total < MEMBER_SEARCH_PAGE_SIZE) {
    const shown = page === 1 ? found : await searchPage(db, pool, criteria, { page: 1, size, total });
    const shownIds = shown.map((profile) => profile.id);
    similar = await findSimilar(db, pool, viewer, similarCriteria(query, criteria), shownIds);
  }
  return {
    profiles: found.map(toPublicProfile),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / MEMBER_SEARCH_PAGE_SIZE)),
    similar: similar.map(toPublicProfile),
  };
}
