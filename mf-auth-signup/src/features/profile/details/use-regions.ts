import { useEffect, useState } from 'react';
import type { Region } from '@app/shared/contract';
import { loadRegions } from '../api/reference-data';

/** The regions of a country (GET /api/regions.php?country=XX, cached); empty while loading or on failure. */
export function useRegions(country: string): { regions: Region[]; loading: boolean } {
  const [state, setState] = useState<{ country: string; regions: Region[] } | null>(null);
  useEffect(() => {
    if (!country) return;
    let current = true;
    loadRegions(country).then(
      (regions) => current && setState({ country, regions }),
      () => current && setState({ country, regions: [] }),
    );
    return () => {
      current = false;
    };
  }, [country]);
  const ready = state?.country === country;
  return { regions: ready ? state.regions : [], loading: Boolean(country) && !ready };
}
