import type { FastifyInstance } from 'fastify';
import { LIVE, LIVE_CLOSE, LIVE_SOCKET_PATH } from '@app/shared/contract';
import { z } from 'zod';
import { docs } from '../../http/openapi';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createLiveSocketServer, FRAME_LIMIT, MAX_SOCKETS_PER_MEMBER } from './live-socket-server';

export interface LiveOptions {
  config: Config;
  db: Db;
}

const LiveQuerySchema = z.object({
  after: z.coerce.number().int().nonnegative().optional().describe('The last seq the client received.'),
});

const SOCKET_DESCRIPTION = [
  `A WebSocket (upgrade GET ${LIVE_SOCKET_PATH}?after=<seq>), authenticated by the session cookie; a page of`,
  'another site is refused (403 cross_site_request), a visitor gets 401 authentication_required before the',
  `upgrade, a member with ${MAX_SOCKETS_PER_MEMBER} sockets open on the process 429 rate_limited, a malformed \`after\` 400.`,
  'Server frames are JSON: first `{"type":"hello","seq":<latest>,"resync_required":<bool>}`, then every',
  'stored event after `after` in seq order (LiveFrame: a LiveEvent with its per-member `seq`; typing has',
  '`seq: null`), then live events as they happen, without gaps or duplicates. `resync_required`: the events',
  `asked for are older than kept (${LIVE.eventRetentionMs / 86_400_000} days): reload chats and likes. Client frames:`,
  '`{"type":"typing","conversation":ID}` (at most every',
  `${LIVE.typingThrottleMs} ms), \`{"type":"received","conversation":ID,"message_id":ID}\` (delivery receipt),`,
  `\`{"type":"ping"}\`. The server pings every ${LIVE.heartbeatMs / 1000} s and drops sockets that do not answer.`,
  `Close codes: ${LIVE_CLOSE.sessionEnded} the session ended (log out, do not reconnect), ${LIVE_CLOSE.goingAway}`,
  'the server is restarting (reconnect with backoff and the last seq), 1008 more than',
  `${FRAME_LIMIT.count} client frames in ${FRAME_LIMIT.windowMs / 1000} s. A plain GET answers 426.`,
].join(' ');

/**
 * The live socket on this app's HTTP server (events from `app.liveBus`, presence in `app.presence`, both
 * the events plugin's), its documentation, and closing the sockets on shutdown. A logout publishes a
 * `user` event to the member: every process then checks the sessions of that member's sockets and
 * closes those whose session ended.
 */
export function registerLive(app: FastifyInstance, { config, db }: LiveOptions): void {
  const sockets = createLiveSocketServer({
    db,
    bus: app.liveBus,
    presence: app.presence,
    log: app.log,
    trustProxy: config.trustProxy,
    parseCookie: (header) => app.parseCookie(header),
  });
  app.server.on('upgrade', (request, socket, head) => {
    if (!sockets.handleUpgrade(request, socket, head)) socket.destroy();
  });

  const schema = docs({
    tag: 'live',
    summary: 'Live updates: new messages, typing, receipts, reads, likes, credits and user changes.',
    description: SOCKET_DESCRIPTION,
    query: LiveQuerySchema,
    session: true,
    response: { 101: null },
  });
  app.get(LIVE_SOCKET_PATH, { schema }, async (_request, reply) =>
    reply
      .code(426)
      .header('Upgrade', 'websocket')
      .send({ error: 'validation_failed', fields: { Upgrade: 'errors.field_invalid' } }),
  );

  const loggedOut = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === '/api/logout.php' && request.user) loggedOut.set(request, request.user.id);
  });
  app.addHook('onResponse', async (request) => {
    const userId = loggedOut.get(request);
    if (userId === undefined) return;
    await app.liveBus.publish([{ userId, seq: null, event: { type: 'user' } }]);
  });

  app.addHook('preClose', async () => {
    await sockets.close();
  });
}
