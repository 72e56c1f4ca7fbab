import { api } from '@app/shared/api';
import type { Interest, Region } from '@app/shared/contract';

const interestsByLanguage = new Map<string, Promise<Interest[]>>();
const regionsByCountry = new Map<string, Promise<Region[]>>();

/** Keeps a successful answer; forgets a failed one so the next call tries again. */
function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const known = cache.get(key);
  if (known) return known;
  const loading = load().catch((error: unknown) => {
    cache.delete(key);
    throw error;
  });
  cache.set(key, loading);
  return loading;
}

/** GET /api/interests.php, loaded once per interface language (the names are translated). */
export function loadInterests(language: string): Promise<Interest[]> {
  return cached(interestsByLanguage, language, async () => {
    const { interests } = await api<{ interests: Interest[] }>('/api/interests.php');
    return interests;
  });
}

/** GET /api/regions.php?country=XX, loaded once per country. */
export function loadRegions(country: string): Promise<Region[]> {
  return cached(regionsByCountry, country, async () => {
    const { regions } = await api<{ regions: Region[] }>('/api/regions.php', { query: { country } });
    return regions;
  });
}
