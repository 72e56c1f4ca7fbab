import type { Db } from '../../../db/database';
import type { MemberPool } from '../member-pool';
import type { PublicProfileRow } from '../public-profile.repository';
import { countLeftOut, countSearch, findSearchPage, type SearchCriteria } from '../search.repository';
import { KEPT_COUNT_MIN, searchMemoryOf } from './search-memory';

/** The pool as every searcher of the site sees it, before the searcher's own exclusions (the searcher, blocks). */
function openPool(pool: MemberPool): MemberPool {
  return { ...pool, viewerProfileId: null, blockedIds: [], blockerIds: [] };
}

const keyOf = (pool: MemberPool, criteria: SearchCriteria) => JSON.stringify([pool, criteria]);

/** What a search needs of the searcher beyond the pool: the own profile's gender (null for a visitor). */
export interface SearchViewer {
  gender: string | null;
}

/**
 * How many profiles a search finds (ADR 0031): the count in the site's open pool, kept and shared
 * when big (search-memory), less those of the searcher's own exclusions it holds (by id, exactly).
 * The searcher's own profile is no candidate when the search asks for the other gender: then a
 * searcher who blocked no one, and whom no one blocked, costs no query for it.
 */
export async function searchTotal(
  db: Db,
  pool: MemberPool,
  criteria: SearchCriteria,
  viewer: SearchViewer,
): Promise<number> {
  const open = openPool(pool);
  const inOpen = await searchMemoryOf(db).count(keyOf(open, criteria), () => countSearch(db, open, criteria));
  const viewerMayBeFound = !criteria.gender || criteria.gender === viewer.gender;
  const candidates = [
    ...(pool.viewerProfileId === null || !viewerMayBeFound ? [] : [pool.viewerProfileId]),
    ...pool.blockedIds,
    ...pool.blockerIds,
  ];
  return inOpen - (await countLeftOut(db, pool, open, criteria, candidates));
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
): Promise<PublicProfileRow[]> {
  if ((page.page - 1) * page.size >= page.total && page.total < KEPT_COUNT_MIN) return [];
  const memory = searchMemoryOf(db);
  const key = keyOf(pool, criteria);
  const start = memory.pageStart(key, page.page, page.size);
  const found = await findSearchPage(db, pool, criteria, { limit: page.size, total: page.total, ...start });
  if (found.last && found.profiles.length === page.size) memory.rememberPage(key, page.page, found.last);
  return found.profiles;
}
