import { api } from '@app/shared/api';
import type { MemberSearchResponse, Region } from '@app/shared/contract';
import { searchRequestQuery, type SearchState } from './search-state';

/** GET /api/members.php: one page of the search, with the visit's traffic source for a visitor. */
export function getMembers(
  state: SearchState,
  trafficSource: string | null,
  signal: AbortSignal,
): Promise<MemberSearchResponse> {
  return api<MemberSearchResponse>('/api/members.php', { query: searchRequestQuery(state, trafficSource), signal });
}

const regions = new Map<string, Promise<Region[]>>();

/** GET /api/regions.php?country=XX, once per country and language (the names come translated); a failure is retried next time. */
export function getRegions(country: string, language: string): Promise<Region[]> {
  const key = `${language}:${country}`;
  let request = regions.get(key);
  if (!request) {
    request = api<{ regions: Region[] }>('/api/regions.php', { query: { country } })
      .then((answer) => answer.regions)
      .catch((error: unknown) => {
        regions.delete(key);
        throw error;
      });
    regions.set(key, request);
  }
  return request;
}
