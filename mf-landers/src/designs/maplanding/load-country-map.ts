import { useEffect, useState } from 'react';
import { MAP_HEIGHTS } from './map-sizes';
import type { CountryMap } from './map-pins';

/** The height of the country's map (600 wide), or null when the site has no map of it. */
export function countryMapHeight(country: string): number | null {
  return Object.hasOwn(MAP_HEIGHTS, country.toUpperCase()) ? MAP_HEIGHTS[country.toUpperCase()]! : null;
}

/** The country's map, its own small chunk (one per country, so a lander loads only its own). */
export async function loadCountryMap(country: string): Promise<CountryMap> {
  const code = country.toLowerCase();
  const module = (await import(/* webpackChunkName: "map-[request]" */ `./maps/${code}.json`)) as
    CountryMap | { default: CountryMap };
  return 'default' in module ? module.default : module;
}

/** The map once loaded: null while loading, 'none' for a country without a map or when loading failed. */
export function useCountryMap(country: string): CountryMap | null | 'none' {
  const known = countryMapHeight(country) !== null;
  const [map, setMap] = useState<{ country: string; map: CountryMap | 'none' } | null>(null);
  useEffect(() => {
    if (!known) return;
    let current = true;
    loadCountryMap(country).then(
      (loaded) => current && setMap({ country, map: loaded }),
      () => current && setMap({ country, map: 'none' }),
    );
    return () => {
      current = false;
    };
  }, [country, known]);
  if (!known) return 'none';
  return map?.country === country ? map.map : null;
}
