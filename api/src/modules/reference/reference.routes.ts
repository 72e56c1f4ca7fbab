import type { FastifyInstance } from 'fastify';
import { RegionsQuerySchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { validate } from '../../http/validate';
import { requestLanguage } from './language';
import { gifts, interests, regions } from './reference.service';

/** Reference data the client loads once and caches (spec section 7), in the visitor's language. */
export function referenceRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/interests.php', async (request) => ({
    interests: await interests(db, await requestLanguage(db, request)),
  }));

  app.get('/api/regions.php', async (request) => {
    const query = validate(RegionsQuerySchema, request.query);
    return { regions: await regions(db, await requestLanguage(db, request), query.country) };
  });

  app.get('/api/gifts.php', async (request) => ({ gifts: await gifts(db, await requestLanguage(db, request)) }));
}
