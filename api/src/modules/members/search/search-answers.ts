import { MEMBER_SEARCH_PAGE_SIZE, type MemberSearchResponse } from '@app/shared/contract';
import { InvalidatedCache, type Invalidation } from '../../events';
import type { MemberPool } from '../member-pool';
import type { SearchCriteria } from '../search.repository';
import { openPool, searchKeyOf, type LeftOut } from './search-pages';

/** How many search answers one process keeps, and for how long at most (ADR 0040). */
export const SEARCH_ANSWERS = { maxEntries: 1_000, ttlMs: 5_000 } as const;

/** A search's answer as read from the database, with the members it shows (whom invalidations name). */
export interface ReadAnswer {
  response: MemberSearchResponse;
  userIds: number[];
}

/**
 * One searcher's search: the pool as the searcher sees it and its version (read before the results),
 * the filters, the page, and what the searcher's exclusions take out.
 */
export interface SharedSearch {
  pool: MemberPool;
  poolVersion: string;
  criteria: SearchCriteria;
  page: number;
  leftOut: LeftOut;
}

const caches = new WeakMap<object, InvalidatedCache<MemberSearchResponse>>();

/** The search answers kept for one database. */
function answersOf(db: object): InvalidatedCache<MemberSearchResponse> {
  let answers = caches.get(db);
  if (!answers) {
    answers = new InvalidatedCache<MemberSearchResponse>(SEARCH_ANSWERS);
    caches.set(db, answers);
  }
  return answers;
}

/** Drops the kept answers that show these members (or all of them): wire it to the bus's invalidations. */
export function invalidateSearchAnswers(db: object, invalidation: Invalidation): void {
  answersOf(db).invalidate(invalidation);
}

/**
 * A search's answer, shared by every searcher of the same open pool, filters and page whom it fits
 * (ADR 0040): kept in this process for SEARCH_ANSWERS.ttlMs at most, under the pool's version (so
 * never served once a profile entered or left the pool or changed what searches filter by), and
 * dropped as soon as the bus invalidates a member it shows (a name, photo or interests changed). It fits a searcher whose own exclusions (the own profile, blocks
 * either way) are none of its results, and whose exclusions cannot change its similar profiles: none
 * at all, or a full page found (then it has no similar profiles). Anyone else's answer is read.
 */
export async function sharedSearchAnswer(
  db: object,
  search: SharedSearch,
  read: () => Promise<ReadAnswer>,
): Promise<MemberSearchResponse> {
  const { leftOut } = search;
  const fits = (response: MemberSearchResponse) =>
    leftOut.found === 0 && (leftOut.candidates === 0 || response.total >= MEMBER_SEARCH_PAGE_SIZE);
  const answers = answersOf(db);
  const key = JSON.stringify([searchKeyOf(openPool(search.pool), search.criteria), search.page, search.poolVersion]);
  const kept = leftOut.found === 0 ? answers.get(key) : undefined;
  if (kept && fits(kept)) return kept;
  const load = answers.begin();
  try {
    const { response, userIds } = await read();
    if (fits(response)) answers.finish(load, key, userIds, response);
    else answers.abandon(load);
    return response;
  } catch (error) {
    answers.abandon(load);
    throw error;
  }
}
