import type { GeocodeResponse, OwnProfile } from '@app/shared/contract';

/** The location fields of the form; coordinates only while they belong to the city shown. */
export interface LocationValues {
  country: string;
  region_id: number | null;
  city: string;
  latitude: number | null;
  longitude: number | null;
}

/** The form's start: the profile's location, else the visitor's country when the site serves it. */
export function initialLocation(
  profile: OwnProfile,
  fallbackCountry: string | null,
  countries: readonly string[],
): LocationValues {
  const country =
    profile.country || (fallbackCountry && countries.includes(fallbackCountry) ? fallbackCountry : countries[0]) || '';
  return {
    country,
    region_id: profile.region_id,
    city: profile.city ?? '',
    latitude: profile.latitude,
    longitude: profile.longitude,
  };
}

/**
 * The form's values for a geocode answer: its country, region and city with the city's coordinates
 * (not the browser's exact position). Null when the site does not serve that country.
 */
export function locationFromGeocode(geocode: GeocodeResponse, countries: readonly string[]): LocationValues | null {
  if (!countries.includes(geocode.country)) return null;
  return {
    country: geocode.country,
    region_id: geocode.region?.id ?? null,
    city: geocode.city.name,
    latitude: geocode.city.latitude,
    longitude: geocode.city.longitude,
  };
}

/** A change by hand: the coordinates no longer describe the place, and a new country has new regions. */
export function changeLocation(
  values: LocationValues,
  patch: Partial<Pick<LocationValues, 'country' | 'region_id' | 'city'>>,
): LocationValues {
  const regionReset = patch.country !== undefined && patch.country !== values.country ? { region_id: null } : {};
  return { ...values, ...regionReset, ...patch, latitude: null, longitude: null };
}

/** The body of PUT /api/profile.php for the location step. */
export function locationUpdate(values: LocationValues) {
  return {
    country: values.country,
    region_id: values.region_id,
    city: values.city,
    latitude: values.latitude,
    longitude: values.longitude,
  };
}
