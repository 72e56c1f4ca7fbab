import { GEOCODE_MAX_DISTANCE_KM, type GeocodeResponse, type Language } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { regionByCode } from '../reference';
import { admin1Region } from './admin1';
import { loadCities } from './cities';
import { CityIndex } from './city-index';
import { cityName } from './city-names';

let index: CityIndex | undefined;

/** The city index, built on first use (about 0.3 s) and kept for the life of the process. */
export function cityIndex(): CityIndex {
  index ??= new CityIndex(loadCities());
  return index;
}

/**
 * The nearest known city of a position, with its country and (for the site countries) its region,
 * named in the language; `not_found` when no city lies within GEOCODE_MAX_DISTANCE_KM.
 */
export async function reverseGeocode(db: Db, lat: number, lon: number, language: Language): Promise<GeocodeResponse> {
  const { cities } = cityIndex();
  const hit = cityIndex().nearest(lat, lon, GEOCODE_MAX_DISTANCE_KM);
  if (!hit) throw new AppError('not_found');
  const i = hit.index;
  const country = cities.country[i]!;
  const division = admin1Region(country, cities.admin1[i]!);
  const region = division && (await regionByCode(db, country, division.code, language));
  return {
    country,
    region: region ?? null,
    city: {
      name: cityName(cities.geonameId[i]!, cities.name[i]!, language),
      latitude: cities.latitude[i]!,
      longitude: cities.longitude[i]!,
    },
  };
}
