import type { Db } from '../../../db/database';
import type { SessionProfile } from '../../auth';
import type { MemberPool } from '../member-pool';
import {
  countLeftOut,
  countSearch,
  findSearchPage,
  type FoundProfile,
  type SearchCriteria,
} from '../search.repository';
import { KEPT_COUNT_MIN, searchMemoryOf } from './search-memory';

/** The pool as every searcher of the site sees it, before the searcher's own exclusions (the searcher, blocks). */
export function openPool(pool: MemberPool): MemberPool {
  return { ...pool, viewerProfileId: null, blockedIds: [], blockerIds: [] };
}

/** One search of one pool, as a key of what is kept about it. */
export const searchKeyOf = (pool: MemberPool, criteria: SearchCriteria) => JSON.stringify([pool, criteria]);

/** What a search needs of the searcher beyond the pool: the own profile (null for a visitor). */
export interface SearchViewer {
  profile: Pick<SessionProfile, 'id' | 'gender' | 'country' | 'birth_date' | 'status'> | null;
}

/**
 * Whether the searcher's own profile can be among a search's results, by what the session knows of
 * it: when it cannot (another gender, country or age, not active), counting it out costs no query.
 */
export function ownProfileMayBeFound(pool: MemberPool, criteria: SearchCriteria, viewer: SearchViewer): boolean {
  const own = viewer.profile;
  if (!own || own.status !== 'active' || !pool.countries.includes(own.country)) return false;
  if (criteria.gender && criteria.gender !== own.gender) return false;
  if (criteria.country && criteria.country !== own.country) return false;
  if (criteria.bornOnOrBefore && own.birth_date > criteria.bornOnOrBefore) return false;
  if (criteria.bornAfter && own.birth_date <= criteria.bornAfter) return false;
  return !criteria.excludeIds?.includes(own.id);
}

/** How many profiles a search finds in the site's open pool (ADR 0031): kept and shared when big (search-memory). */
export async function openPoolTotal(db: Db, pool: MemberPool, criteria: SearchCriteria): Promise<number> {
  const open = openPool(pool);
  return searchMemoryOf(db).count(searchKeyOf(open, criteria), () => countSearch(db, open, criteria));
}

/** What the searcher's own exclusions take out of a search in the open pool. */
export interface LeftOut {
  /** Profiles the searcher's pool leaves out that the search could find: the own profile, blocks either way. */
  candidates: number;
  /** How many of them the search finds in the open pool (by id, exactly). */
  found: number;
}

/**
 * How many of the open pool's results the searcher's own exclusions take out. The searcher's own
 * profile is no candidate when the search cannot find it (ownProfileMayBeFound): then a searcher who
 * blocked no one, and whom no one blocked, costs no query for it.
 */
export async function leftOutOfSearch(
  db: Db,
  pool: MemberPool,
  criteria: SearchCriteria,
  viewer: SearchViewer,
): Promise<LeftOut> {
  const candidates = [
    ...(pool.viewerProfileId === null || !ownProfileMayBeFound(pool, criteria, viewer) ? [] : [pool.viewerProfileId]),
    ...pool.blockedIds,
    ...pool.blockerIds,
  ];
  const found = await countLeftOut(db, pool, openPool(pool), criteria, candidates);
  return { candidates: candidates.length, found };
}

/** How many profiles a search finds: the open pool's count less the searcher's own exclusions it holds. */
export async function searchTotal(
  db: Db,
  pool: MemberPool,
  criteria: SearchCriteria,
  viewer: SearchViewer,
): Promise<number> {
  const inOpen = await openPoolTotal(db, pool, criteria);
  return inOpen - (await leftOutOfSearch(db, pool, criteria, viewer)).found;
}

/**
 * The profiles of page `page` (1-based, `size` a page) of a search that finds `total`, in order:
 * sought after the last key of the nearest earlier page this search has shown (keyset paging), else
 * from the start. None when the page lies past an exact total; past a kept total (it may be a little
 * old), the page is read all the same.
 */
export async function searchPage(
  db: Db,
  pool: MemberPool,
  criteria: SearchCriteria,
  page: { page: number; size: number; total: number },
): Promise<FoundProfile[]> {
  if ((page.page - 1) * page.size >= page.total && page.total < KEPT_COUNT_MIN) return [];
  const memory = searchMemoryOf(db);
  const key = searchKeyOf(pool, criteria);
  const start = memory.pageStart(key, page.page, page.size);
  const found = await findSearchPage(db, pool, criteria, { limit: page.size, total: page.total, ...start });
  if (found.last && found.profiles.length === page.size) memory.rememberPage(key, page.page, found.last);
  return found.profiles;
}
