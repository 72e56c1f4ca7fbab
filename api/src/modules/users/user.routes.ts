import type { FastifyInstance } from 'fastify';
import { AUTH_COOKIE } from '@app/shared/contract';

/**
 * GET /api/user.php: the logged-in user, or `null` for a visitor. Accounts and sessions arrive with
 * the accounts module; until then no session can exist, so a stale cookie is cleared.
 */
export function userRoutes(app: FastifyInstance): void {
  app.get('/api/user.php', async (request, reply) => {
    if (request.cookies[AUTH_COOKIE.name]) reply.clearCookie(AUTH_COOKIE.name, { path: '/' });
    return { user: null };
  });
}
