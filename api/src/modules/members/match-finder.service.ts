import { MATCH_FINDER_PAGE_SIZE, type MatchFinderResponse } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { suggestedProfiles } from './signup-matches.service';

/**
 * GET /api/match-finder.php: a page of suggestions by the member's preferences, in the ranking of the
 * signup matches (one more is read to know whether a next page has any).
 */
export async function matchFinderPage(db: Db, userId: number, page: number): Promise<MatchFinderResponse> {
  const profiles = await suggestedProfiles(db, userId, {
    limit: MATCH_FINDER_PAGE_SIZE + 1,
    offset: (page - 1) * MATCH_FINDER_PAGE_SIZE,
  });
  return {
    profiles: profiles.slice(0, MATCH_FINDER_PAGE_SIZE),
    page,
    has_more: profiles.length > MATCH_FINDER_PAGE_SIZE,
  };
}
