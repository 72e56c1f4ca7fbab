import type { FastifyInstance } from 'fastify';
import {
  GiftsResponseSchema,
  InterestsResponseSchema,
  RegionsQuerySchema,
  RegionsResponseSchema,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import type { RequestLanguage } from './language';
import { gifts, interests, regions } from './reference.service';

/** Reference data the client loads once and caches (spec section 7), in the visitor's language. */
export function referenceRoutes(app: FastifyInstance, db: Db, requestLanguage: RequestLanguage): void {
  const interestsDocs = docs({
    tag: 'reference',
    summary: 'Every interest a profile can name.',
    response: { 200: InterestsResponseSchema },
  });
  app.get('/api/interests.php', { schema: interestsDocs }, async (request) => ({
    interests: await interests(db, await requestLanguage(db, request)),
  }));

  const regionsDocs = docs({
    tag: 'reference',
    summary: 'Every region (province, state...), or those of one country (`?country=NL`).',
    query: RegionsQuerySchema,
    response: { 200: RegionsResponseSchema },
  });
  app.get('/api/regions.php', { schema: regionsDocs }, async (request) => {
    const query = validate(RegionsQuerySchema, request.query);
    return { regions: await regions(db, await requestLanguage(db, request), query.country) };
  });

  const giftsDocs = docs({
    tag: 'reference',
    summary: 'Every gift a member can send, with its image and price in credits.',
    response: { 200: GiftsResponseSchema },
  });
  app.get('/api/gifts.php', { schema: giftsDocs }, async (request) => ({
    gifts: await gifts(db, await requestLanguage(db, request)),
  }));
}
