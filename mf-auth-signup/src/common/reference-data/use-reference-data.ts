import { useStore } from '@nanostores/react';
import type { Interest, Region } from '@app/shared/contract';
import { $locale } from '@app/shared/stores/locale';
import { useRequest } from '../use-request';
import { getInterests, getRegions } from './api';

/** Every interest the site knows, in the interface language (GET /api/interests.php, cached). */
export function useInterests() {
  const language = useStore($locale);
  return useRequest<Interest[]>(language, () => getInterests(language)).state;
}

/**
 * The regions of a country in the interface language (GET /api/regions.php, cached): null while they
 * load (or without a country), empty when the country has none or they cannot be loaded.
 */
export function useRegions(country: string): Region[] | null {
  const language = useStore($locale);
  const { state } = useRequest<Region[]>(country ? `${language}:${country}` : null, () =>
    getRegions(country, language),
  );
  if (state.status === 'loading') return null;
  return state.status === 'ready' ? state.value : [];
}
