import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { warmDummyHash } from './password';
import { createSessions, type Sessions } from './session.service';

/**
 * Sessions for the whole app: request.user and request.authSession, resolved from the session cookie
 * once per /api/ request (after the cross-site guard), and GET /api/logout.php. Answers the session
 * handling that login and sign-up use.
 */
export async function registerAuth(app: FastifyInstance, db: Db, config: Config): Promise<Sessions> {
  const sessions = createSessions(db, { secureCookies: config.isProduction });
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) await sessions.resolve(request, reply);
  });

  app.get('/api/logout.php', async (request, reply) => {
    await sessions.end(request, reply);
    return { ok: true };
  });

  // The first login without an account would otherwise also pay for making the dummy hash.
  await warmDummyHash();
  return sessions;
}
