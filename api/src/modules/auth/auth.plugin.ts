import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { LogoutQuerySchema, OkResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { assertLogoutFromSite } from './logout-origin';
import { warmDummyHash } from './password';
import { registerSessionInvalidation } from './session-invalidation';
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
  registerSessionInvalidation(app, sessions);

  const logoutDocs = docs({
    tag: 'auth',
    summary: 'Log out: ends the session and clears the session cookie.',
    description:
      'With `?everywhere=1` every session of the member ends (log out on all devices). Answers `{"ok": true}` ' +
      'also without a session. Only from the site itself: `Sec-Fetch-Site: same-origin`, or the `X-Client-Type` ' +
      'header that every call of the site sends; a link or image on another site gets 403 `cross_site_request` ' +
      'and the session stays.',
    query: LogoutQuerySchema,
    response: { 200: OkResponseSchema },
  });
  app.get('/api/logout.php', { schema: logoutDocs }, async (request, reply) => {
    const { everywhere } = validate(LogoutQuerySchema, request.query);
    assertLogoutFromSite(request);
    await sessions.end(request, reply, everywhere === '1');
    return { ok: true };
  });

  // The first login without an account would otherwise also pay for making the dummy hash.
  await warmDummyHash();
  return sessions;
}
