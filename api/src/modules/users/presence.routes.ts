import type { FastifyInstance } from 'fastify';
import { TIME_BONUS, TimeBonusResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { timeBonusFor } from './time-bonus.service';
import { recordPageHidden } from './user.service';

/**
 * GET /api/timebonus.php, and POST /api/page-hidden.php: the beacon a page sends when it becomes
 * hidden (navigator.sendBeacon sends text/plain). The beacon takes any body and always answers 204:
 * nobody reads the answer, and a refused beacon must not show up as an error.
 */
export async function presenceRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const timeBonusDocs = docs({
    tag: 'presence',
    summary: "The logged-in member's time bonus (spec sections 4 and 9), or null.",
    description: `Null for a visitor, a paying member, and after the window: the bonus runs ${TIME_BONUS.windowSeconds} s from sign-up.`,
    response: { 200: TimeBonusResponseSchema },
  });
  app.get('/api/timebonus.php', { schema: timeBonusDocs }, async (request) => ({
    time_bonus: timeBonusFor(request.user),
  }));

  await app.register(async (beacon) => {
    beacon.removeAllContentTypeParsers();
    beacon.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null));
    beacon.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
      if (!error.statusCode || error.statusCode >= 500) request.log.error({ err: error }, 'page-hidden failed');
      return reply.status(204).send();
    });
    const pageHiddenDocs = docs({
      tag: 'presence',
      summary: 'Beacon of a page that became hidden: marks the member as away.',
      description:
        'Sent with navigator.sendBeacon: any content type, any body (at most 4 kB, not read). Always answers 204, ' +
        'also to a visitor and on any error: nobody reads the answer. No Idempotency-Key.',
      response: { 204: null },
      errors: false,
    });
    const options = { config: { idempotency: false }, schema: pageHiddenDocs };
    beacon.post('/api/page-hidden.php', options, async (request, reply) => {
      if (request.user) await recordPageHidden(db, request.user.id, new Date());
      return reply.status(204).send();
    });
  });
}
