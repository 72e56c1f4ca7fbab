import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_PAGES } from '@app/shared/contract';
import type { Sessions } from './session.service';

/**
 * The mail-link routes that change a member without a session, and when they did: they cannot name
 * the member here, so every process drops every cached session (rare: one link, one flush).
 */
const LINK_CHANGES: Record<string, (reply: FastifyReply) => boolean> = {
  'GET /api/activate.php': (reply) => reply.getHeader('location') === ACCOUNT_PAGES.activateDone,
  'GET /api/mail-change-do.php': (reply) => reply.getHeader('location') === ACCOUNT_PAGES.mailChangeDone,
  'POST /api/password-reset-do.php': (reply) => reply.statusCode === 200,
  'GET /api/unsubscribe.php': (reply) => reply.statusCode === 200,
  'POST /api/unsubscribe.php': (reply) => reply.statusCode === 200,
};

const isRead = (request: FastifyRequest) => ['GET', 'HEAD', 'OPTIONS'].includes(request.method);

/**
 * Keeps this process's session cache true (ADR 0032): it hears the bus's invalidations, and every
 * request that may change its member (any /api/ request but a read, that came with a session)
 * invalidates that member in every process before its answer goes out, whatever the answer. The
 * bus's `credits` and `user` events invalidate their member too (notifying-bus.ts): payments,
 * charges and workers reach members without their request.
 */
export function registerSessionInvalidation(app: FastifyInstance, sessions: Sessions): void {
  const changing = new WeakMap<FastifyRequest, number>();
  let stop: (() => void) | null = null;
  app.addHook('onReady', async () => {
    stop = app.liveBus.onInvalidate(sessions.invalidate);
  });
  app.addHook('onClose', async () => stop?.());
  app.addHook('onRequest', async (request) => {
    if (request.user && !isRead(request) && request.url.startsWith('/api/')) changing.set(request, request.user.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const userId = changing.get(request);
    if (userId !== undefined) await app.liveBus.invalidate({ userIds: [userId] });
    else if (LINK_CHANGES[`${request.method} ${request.routeOptions.url}`]?.(reply)) {
      await app.liveBus.invalidate({ all: true });
    }
    return payload;
  });
}
