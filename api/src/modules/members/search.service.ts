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
import { normaliseDomain, resolveSite, type SiteRow } from '../settings';
import { present } from '../users';
import { memberPoolAndVersion, memberSiteAndPool, visitorSiteAndOpenPool, type MemberPool } from './member-pool';
import { visitorTrafficSource } from './profile-view.access';
import { toPublicProfile } from './public-profile.service';
import type { FoundProfile, SearchCriteria } from './search.repository';
import { sharedSearchAnswer, type ReadAnswer } from './search/search-answers';
import {
  leftOutOfSearch,
  openPool,
  openPoolTotal,
  searchPage,
  searchTotal,
  type LeftOut,
  type SearchViewer,
} from './search/search-pages';

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
): Promise<FoundProfile[]> {
  const found: FoundProfile[] = [];
  for (const stage of stages) {
    const missing = MEMBER_SEARCH_PAGE_SIZE - found.length;
    if (missing <= 0) break;
    const stageCriteria = { ...stage, excludeIds: [...shown, ...found.map((profile) => profile.id)] };
    const total = await searchTotal(db, pool, stageCriteria, viewer);
    found.push(...(await searchPage(db, pool, stageCriteria, { page: 1, size: missing, total })));
  }
  return found;
}

/** The site of a visitor's request (resolveSite's rule) and its open pool with its version: one query for a known domain. */
async function visitorSiteAndPool(db: Db, host: string | undefined) {
  const byDomain = host ? await visitorSiteAndOpenPool(db, normaliseDomain(host)) : undefined;
  if (byDomain) return byDomain;
  const site = await resolveSite(db, host);
  return { site, ...(await memberPoolAndVersion(db, site, null)) };
}

/** A visitor's site and its open pool, once the site lets the visitor search. */
async function visitorSearchSite(db: Db, searcher: Searcher, query: MemberSearchQuery) {
  const found = await visitorSiteAndPool(db, searcher.host);
  const { site } = found;
  assertVisitorMaySearch(site, await visitorTrafficSource(db, site, query.trafficsource, searcher.landingCookie));
  return found;
}

/** One searcher's search, its filters as database criteria. */
interface SearchAsked {
  pool: MemberPool;
  viewer: SearchViewer;
  query: MemberSearchQuery;
  criteria: SearchCriteria;
  page: number;
  leftOut: LeftOut;
}

/** A search's answer from the database: the page, the total and, when it finds less than a page, similar profiles. */
async function readAnswer(db: Db, asked: SearchAsked): Promise<ReadAnswer> {
  const { viewer, query, criteria, page, leftOut } = asked;
  // Without any of the searcher's exclusions among the results, the open pool's pages are the searcher's.
  const pool = leftOut.found === 0 ? openPool(asked.pool) : asked.pool;
  // The count first (ADR 0031: from an index alone, kept when big): it decides how the page is read.
  const total = (await openPoolTotal(db, pool, criteria)) - leftOut.found;
  const size = MEMBER_SEARCH_PAGE_SIZE;
  const found = await searchPage(db, pool, criteria, { page, size, total });
  let similar: FoundProfile[] = [];
  if (total < MEMBER_SEARCH_PAGE_SIZE) {
    const shown = page === 1 ? found : await searchPage(db, pool, criteria, { page: 1, size, total });
    const shownIds = shown.map((profile) => profile.id);
    similar = await findSimilar(db, asked.pool, viewer, similarCriteria(query, criteria), shownIds);
  }
  const response: MemberSearchResponse = {
    profiles: found.map(toPublicProfile),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / MEMBER_SEARCH_PAGE_SIZE)),
    similar: similar.map(toPublicProfile),
  };
  return { response, userIds: [...found, ...similar].map((profile) => profile.user_id) };
}

/**
 * GET /api/members.php: a page of the site's member pool (ADR 0009) by the offered filters (with a
 * member's starting gender when the query leaves it out: withStartingGender), recently seen first,
 * with the total and, when the search finds less than a page, similar profiles. Shared between
 * searchers whom it fits for a few seconds (ADR 0040: search-answers), unless `keepAnswer` is off.
 */
export async function searchMembers(
  db: Db,
  searcher: Searcher,
  asked: MemberSearchQuery,
  { genderInQuery, keepAnswer }: { genderInQuery: boolean; keepAnswer: boolean },
): Promise<MemberSearchResponse> {
  const { user } = searcher;
  const query = withStartingGender(asked, genderInQuery, user);
  const { site, pool, version } = user
    ? await memberSiteAndPool(db, user.site_id, { userId: user.id, profileId: user.profile.id })
    : await visitorSearchSite(db, searcher, query);
  const viewer: SearchViewer = { profile: user?.profile ?? null };
  const criteria = searchCriteria(query, site.search_fields);
  const page = query.page ?? 1;
  const leftOut = await leftOutOfSearch(db, pool, criteria, viewer);
  const search: SearchAsked = { pool, viewer, query, criteria, page, leftOut };
  if (!keepAnswer) return (await readAnswer(db, search)).response;
  return sharedSearchAnswer(db, { ...search, poolVersion: version }, () => readAnswer(db, search));
}
