import type { Language } from '@app/shared/contract';

/** A first-level division of a site country: GeoNames admin1 code, ISO 3166-2 code, names, centre. */
export interface Admin1Region {
  country: string;
  /** The GeoNames admin1 code the cities dataset uses. */
  admin1: string;
  /** ISO 3166-2, e.g. `NL-NH`: the region's code in the database and the API. */
  code: string;
  latitude: number;
  longitude: number;
  names: Partial<Record<Language, string>>;
}
