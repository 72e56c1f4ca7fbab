import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { timeBonusFor } from './time-bonus.service';
import { markHidden } from './user.repository';

/**
 * GET /api/timebonus.php, and POST /api/page-hidden.php: the beacon a page sends when it becomes
 * hidden (navigator.sendBeacon sends text/plain). The beacon takes any body and always answers 204:
 * nobody reads the answer, and a refused beacon must not show up as an error.
 */
export async function presenceRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.get('/api/timebonus.php', async (request) => ({ time_bonus: timeBonusFor(request.user) }));

  await app.register(async (beacon) => {
    beacon.removeAllContentTypeParsers();
    beacon.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null));
    beacon.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
      if (!error.statusCode || error.statusCode >= 500) request.log.error({ err: error }, 'page-hidden failed');
      return reply.status(204).send();
    });
    beacon.post('/api/page-hidden.php', { config: { idempotency: false } }, async (request, reply) => {
      if (request.user) await markHidden(db, request.user.id, new Date());
      return reply.status(204).send();
    });
  });
}
