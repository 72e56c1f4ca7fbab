import { api } from '@app/shared/api';
import type { Interest, Region } from '@app/shared/contract';

const interests = new Map<string, Promise<Interest[]>>();
const regions = new Map<string, Promise<Region[]>>();

/** Caches one request per key; a failed one is forgotten, so the next call tries again. */
function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let request = cache.get(key);
  if (!request) {
    request = load().catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, request);
  }
  return request;
}

/** GET /api/interests.php, loaded once per language (the names come translated) and cached. */
export function getInterests(language: string): Promise<Interest[]> {
  return cached(interests, language, async () => {
    const answer = await api<{ interests: Interest[] }>('/api/interests.php');
    return answer.interests;
  });
}

/** GET /api/regions.php?country=XX, loaded once per country and language (the names come translated) and cached. */
export function getRegions(country: string, language: string): Promise<Region[]> {
  return cached(regions, `${language}:${country}`, async () => {
    const answer = await api<{ regions: Region[] }>('/api/regions.php', { query: { country } });
    return answer.regions;
  });
}
