import { z } from 'zod';

/** A decimal degree within [min, max], sent as a query string (`?lat=52.37&lon=4.90`). */
function degrees(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^[-+]?(\d+(\.\d*)?|\.\d+)$/, 'errors.field_invalid')
    .transform(Number)
    .pipe(z.number().min(min, 'errors.field_invalid').max(max, 'errors.field_invalid'));
}

/** The query of GET /api/geocode.php (spec section 7): the browser's position. */
export const GeocodeQuerySchema = z.object({ lat: degrees(-90, 90), lon: degrees(-180, 180) });

/** A first-level administrative division (province, state, canton...). */
export const GeoRegionSchema = z.object({
  id: z.number().int(),
  /** ISO 3166-2 code, e.g. `NL-NH`. */
  code: z.string(),
  name: z.string(),
});

/**
 * The answer of GET /api/geocode.php: the nearest known city (within 100 km) with its country and
 * region, names in the interface language where the dataset has them. The client stores the whole
 * answer, or false when the call fails (a 404 `not_found` far from any city).
 */
export const GeocodeResponseSchema = z.object({
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  /** Null for a country whose regions the site does not list. */
  region: GeoRegionSchema.nullable(),
  city: z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }),
});
export type GeocodeResponse = z.infer<typeof GeocodeResponseSchema>;

/** How far from the nearest known city a position still counts as being in it. */
export const GEOCODE_MAX_DISTANCE_KM = 100;
