import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { RequestLanguage } from './language';
import { referenceRoutes } from './reference.routes';

/**
 * The reference module: interests, regions and gifts (spec section 7) in the visitor's language, which
 * the settings module tells (`requestLanguage`: this module knows no sites).
 */
export function registerReference(app: FastifyInstance, db: Db, requestLanguage: RequestLanguage): void {
  referenceRoutes(app, db, requestLanguage);
}
