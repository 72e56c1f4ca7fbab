import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { RequestLanguage } from '../reference';
import { geoRoutes } from './geo.routes';

/** The geo module: GET /api/geocode.php, the browser's position as a city in the visitor's language. */
export function registerGeo(app: FastifyInstance, db: Db, requestLanguage: RequestLanguage): void {
  geoRoutes(app, db, requestLanguage);
}
