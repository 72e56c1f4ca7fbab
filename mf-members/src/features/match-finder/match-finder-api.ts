import { api } from '@app/shared/api';
import type { MatchFinderResponse } from '@app/shared/contract';

/** GET /api/match-finder.php: one page (from 1) of suggestions by the member's preferences. */
export function getMatchFinderPage(page: number, signal?: AbortSignal): Promise<MatchFinderResponse> {
  return api<MatchFinderResponse>('/api/match-finder.php', { query: { page }, signal });
}
