import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import { LIVE, LIVE_CLOSE, LIVE_SOCKET_PATH } from '@app/shared/contract';
import type { Db } from '../../db/database';
import type { TrustProxy } from '../../http/trusted-proxy';
import { type BusMessage, type EventBus, findLatestSeqs, type Presence } from '../events';
import { checkUpgrade, type LiveMember } from './live-auth';
import { handleClientFrame, type ClientFrameContext } from './live-client-frames';
import { LiveStream } from './live-connection';
import { startHeartbeatSlices } from './heartbeat-slices';
import { liveSessionHashes } from '../auth';

/** Members per heartbeat query. */
const BATCH = 1_000;
/** Sockets one member may hold in one process (tabs and devices); more are refused with 429. */
export const MAX_SOCKETS_PER_MEMBER = 20;
/** Client frames a socket may send per window; more closes it (1008, policy violation). */
export const FRAME_LIMIT = { count: 100, windowMs: 10_000 } as const;

export interface LiveSocketServerOptions {
  db: Db;
  bus: EventBus;
  presence: Presence;
  log: FastifyBaseLogger;
  /** Whose X-Forwarded-Host to believe (config.trustProxy, the HTTP app's rule). */
  trustProxy: TrustProxy;
  parseCookie: (header: string) => Record<string, string | undefined>;
  heartbeatMs?: number;
}

interface LiveClient extends ClientFrameContext {
  socket: WebSocket;
  stream: LiveStream;
  alive: boolean;
  /** Frames received in the current rate window, and when it started. */
  frames: { count: number; since: number };
}

/** Counts a client frame; false when the socket sent more than FRAME_LIMIT allows. */
function withinFrameLimit(client: LiveClient, now: number): boolean {
  if (now - client.frames.since >= FRAME_LIMIT.windowMs) client.frames = { count: 0, since: now };
  client.frames.count += 1;
  return client.frames.count <= FRAME_LIMIT.count;
}

const REASONS = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 429: 'Too Many Requests' } as const;

function refuse(socket: Duplex, status: keyof typeof REASONS, code: string): void {
  const body = JSON.stringify({ error: code });
  const reason = REASONS[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/** `?after=<seq>`: a non-negative integer, null when absent, undefined when malformed. */
function afterOf(url: URL): number | null | undefined {
  const value = url.searchParams.get('after');
  if (value === null || value === '') return null;
  return /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += BATCH) out.push(items.slice(index, index + BATCH));
  return out;
}

/**
 * The live socket of architecture section 4 at LIVE_SOCKET_PATH: authenticates the upgrade, streams
 * each member's events (LiveStream) to every socket of that member in this process, takes client
 * frames, tracks presence, and once per heartbeat, a slice of its members at a time, pings each socket
 * (dropping sockets that did not answer the last ping), closes sockets whose session ended and reads
 * seqs the bus did not bring.
 */
export function createLiveSocketServer(options: LiveSocketServerOptions) {
  const { db, bus, presence, log } = options;
  const server = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });
  const byMember = new Map<number, Set<LiveClient>>();

  const closeEnded = async (clients: LiveClient[]) => {
    for (const part of chunks(clients)) {
      const live = await liveSessionHashes(
        db,
        part.map((client) => client.member.tokenHash),
        new Date(),
      );
      for (const client of part) {
        if (!live.has(client.member.tokenHash)) client.socket.close(LIVE_CLOSE.sessionEnded, 'session_ended');
      }
    }
  };

  const unsubscribe = bus.subscribe((message: BusMessage) => {
    const clients = byMember.get(message.userId);
    if (!clients) return;
    for (const client of clients) client.stream.receive(message);
    // A `user` event follows logouts and account changes: the session may have ended.
    if (message.event.type === 'user') {
      closeEnded([...clients]).catch((error: unknown) => log.warn({ err: error }, 'live session check failed'));
    }
  });

  /** One slice of the heartbeat (ADR 0043): pings (dropping sockets that missed the last ping), presence, seqs, sessions. */
  const heartbeat = async (userIds: number[]) => {
    const clients = userIds.flatMap((userId) => [...(byMember.get(userId) ?? [])]);
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
    await presence.refresh(userIds);
    for (const part of chunks(userIds)) {
      for (const row of await findLatestSeqs(db, part)) {
        for (const client of byMember.get(row.user_id) ?? []) client.stream.checkLatest(Number(row.seq));
      }
    }
    await closeEnded(clients.filter((client) => client.socket.readyState === WebSocket.OPEN));
  };
  const slices = startHeartbeatSlices(options.heartbeatMs ?? LIVE.heartbeatMs, heartbeat, (error) =>
    log.warn({ err: error }, 'live heartbeat failed'),
  );

  const attach = (client: LiveClient) => {
    let clients = byMember.get(client.member.userId);
    if (!clients) {
      clients = new Set();
      byMember.set(client.member.userId, clients);
      slices.add(client.member.userId);
      presence.add(client.member.userId).catch((error: unknown) => log.warn({ err: error }, 'presence failed'));
    }
    clients.add(client);
  };

  const detach = (client: LiveClient) => {
    const clients = byMember.get(client.member.userId);
    if (!clients?.delete(client) || clients.size > 0) return;
    byMember.delete(client.member.userId);
    slices.remove(client.member.userId);
    presence.remove(client.member.userId).catch((error: unknown) => log.warn({ err: error }, 'presence failed'));
  };

  const open = (socket: WebSocket, member: LiveMember, after: number | null) => {
    const send = (frame: object) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
    };
    const stream = new LiveStream(db, member.userId, send, (error) => {
      log.error({ err: error }, 'live stream failed');
      socket.close(LIVE_CLOSE.serverError, 'server_error');
    });
    const client: LiveClient = {
      db,
      bus,
      member,
      lastTypingAt: 0,
      socket,
      stream,
      alive: true,
      frames: { count: 0, since: Date.now() },
    };
    attach(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('message', (data, isBinary) => {
      client.alive = true;
      if (!withinFrameLimit(client, Date.now())) return socket.close(1008, 'too_many_frames');
      if (isBinary) return;
      handleClientFrame(client, data.toString()).catch((error: unknown) =>
        log.warn({ err: error }, 'live client frame failed'),
      );
    });
    socket.on('close', () => detach(client));
    socket.on('error', () => socket.terminate());
    void stream.start(after);
  };

  return {
    /** Handles an HTTP upgrade; answers false for another path (not ours to answer). */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== LIVE_SOCKET_PATH) return false;
      const after = afterOf(url);
      if (after === undefined) {
        refuse(socket, 400, 'validation_failed');
        return true;
      }
      socket.on('error', () => socket.destroy());
      checkUpgrade(db, request, options)
        .then((check) => {
          if (!check.ok) return refuse(socket, check.status, check.code);
          if ((byMember.get(check.member.userId)?.size ?? 0) >= MAX_SOCKETS_PER_MEMBER) {
            return refuse(socket, 429, 'rate_limited');
          }
          server.handleUpgrade(request, socket, head, (ws) => open(ws, check.member, after));
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'live upgrade failed');
          socket.destroy();
        });
      return true;
    },

    /** How many sockets this process holds (all members). */
    get size(): number {
      let count = 0;
      for (const clients of byMember.values()) count += clients.size;
      return count;
    },

    /** Closes every socket (going away: clients reconnect, to another process) and stops. */
    async close(): Promise<void> {
      slices.stop();
      unsubscribe();
      for (const clients of byMember.values()) {
        for (const client of clients) {
          client.socket.close(LIVE_CLOSE.goingAway, 'server_closing');
          setTimeout(() => client.socket.terminate(), 1_000).unref();
        }
      }
      byMember.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LiveSocketServer = ReturnType<typeof createLiveSocketServer>;
