import type { FastifyInstance } from 'fastify';
import { GeocodeQuerySchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { validate } from '../../http/validate';
import { requestLanguage } from '../reference/language';
import { reverseGeocode } from './geocode.service';

/** GET /api/geocode.php?lat=..&lon=..: the browser's position as city, region and country (spec section 7). */
export function geoRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/geocode.php', async (request) => {
    const { lat, lon } = validate(GeocodeQuerySchema, request.query);
    return reverseGeocode(db, lat, lon, await requestLanguage(db, request));
  });
}
