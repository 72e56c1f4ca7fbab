import type { FastifyInstance } from 'fastify';
import { GEOCODE_MAX_DISTANCE_KM, GeocodeQuerySchema, GeocodeResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { RequestLanguage } from '../reference';
import { reverseGeocode } from './geocode.service';

/** GET /api/geocode.php?lat=..&lon=..: the browser's position as city, region and country (spec section 7). */
export function geoRoutes(app: FastifyInstance, db: Db, requestLanguage: RequestLanguage): void {
  const schema = docs({
    tag: 'geo',
    summary: "The browser's position as the nearest city, its region and country (spec section 7).",
    description:
      `404 \`not_found\` when no known city lies within ${GEOCODE_MAX_DISTANCE_KM} km. ` +
      "Names in the visitor's language where the dataset has them.",
    query: GeocodeQuerySchema,
    response: { 200: GeocodeResponseSchema },
  });
  app.get('/api/geocode.php', { schema }, async (request) => {
    const { lat, lon } = validate(GeocodeQuerySchema, request.query);
    return reverseGeocode(db, lat, lon, await requestLanguage(db, request));
  });
}
