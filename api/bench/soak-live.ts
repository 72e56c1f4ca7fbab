import { AUTH_COOKIE, LIVE, LIVE_SOCKET_PATH } from '@app/shared/contract';
import { WebSocket } from 'ws';
import type { SoakMember } from './soak-http';

/** What the members' live sockets saw, all together. */
export interface LiveTally {
  /** Per message id: how often it reached its recipient's socket (the sender's own tabs not counted). */
  arrivals: Map<number, number>;
  /** Per message id: the recipient whose socket it reached (a frame at the wrong member is flagged). */
  recipients: Map<number, number>;
  connects: number;
  reconnects: number;
  /** Sockets that closed on their own (the server died or dropped them). */
  drops: number;
  resyncs: number;
  /** Stored frames whose seq was not the one after the last (a gap or a repeat). */
  seqBreaks: number;
}

export function emptyTally(): LiveTally {
  return {
    arrivals: new Map(),
    recipients: new Map(),
    connects: 0,
    reconnects: 0,
    drops: 0,
    resyncs: 0,
    seqBreaks: 0,
  };
}

interface Frame {
  type: string;
  seq?: number | null;
  resync_required?: boolean;
  message?: { id: number; sender: number; conversation: number };
}

/**
 * A member's live socket through the proxy, as the site's client keeps it: the session cookie and
 * the site's Origin, `?after=<last seq>` on every reconnect (with the client's backoff), a delivery
 * receipt for every message received. Counts arrivals by message id into the tally.
 */
export function memberSocket(proxyUrl: string, member: SoakMember, tally: LiveTally) {
  let lastSeq: number | null = null;
  let socket: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let opened = false;
  let lastHelloAt = 0;

  const onFrame = (frame: Frame, ws: WebSocket) => {
    if (frame.type === 'hello') {
      if (frame.resync_required) tally.resyncs += 1;
      lastSeq ??= frame.seq ?? 0;
      return;
    }
    if (typeof frame.seq === 'number') {
      if (lastSeq !== null && frame.seq !== lastSeq + 1) tally.seqBreaks += 1;
      lastSeq = Math.max(lastSeq ?? 0, frame.seq);
    }
    const message = frame.type === 'message' ? frame.message : undefined;
    if (!message || message.sender === member.profileId) return;
    tally.arrivals.set(message.id, (tally.arrivals.get(message.id) ?? 0) + 1);
    tally.recipients.set(message.id, member.profileId);
    ws.send(JSON.stringify({ type: 'received', conversation: message.conversation, message_id: message.id }));
  };

  const connect = (): Promise<void> =>
    new Promise((resolve) => {
      const url = new URL(LIVE_SOCKET_PATH, proxyUrl.replace(/^http/, 'ws'));
      if (lastSeq !== null) url.searchParams.set('after', String(lastSeq));
      const ws = new WebSocket(url, {
        headers: { cookie: `${AUTH_COOKIE.name}=${member.token}`, origin: new URL(proxyUrl).origin },
        localAddress: member.address,
      });
      socket = ws;
      let helloSeen = false;
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as Frame;
        if (frame.type === 'hello') {
          helloSeen = true;
          lastHelloAt = Date.now();
          failures = 0;
          tally.connects += 1;
          if (opened) tally.reconnects += 1;
          opened = true;
          resolve();
        }
        onFrame(frame, ws);
      });
      ws.on('error', () => {});
      ws.on('close', () => {
        if (helloSeen && !stopped) tally.drops += 1;
        if (!helloSeen) resolve();
        if (stopped) return;
        failures += 1;
        // The site's client: doubling backoff with jitter, from reconnectFirstMs up to reconnectMaxMs.
        const delay = Math.min(LIVE.reconnectMaxMs, LIVE.reconnectFirstMs * 2 ** Math.min(failures - 1, 6));
        setTimeout(() => void connect(), delay * (0.5 + Math.random() / 2));
      });
    });

  return {
    /** Opens the socket; resolves at the first hello, or after a failed try (reconnects go on). */
    open: connect,
    state: () => ({ open: socket?.readyState === WebSocket.OPEN, lastSeq, lastHelloAt }),
    /** Reconnects now with `?after=<last seq>` (the replay), as after a drop; resolves at the hello. */
    reconnect() {
      const old = socket;
      const replaced = connect();
      old?.removeAllListeners('close');
      old?.terminate();
      return replaced;
    },
    isOpen: () => socket?.readyState === WebSocket.OPEN,
    /** Typing in a conversation, as the chat page sends it. */
    typing(conversation: number) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'typing', conversation }));
    },
    close() {
      stopped = true;
      socket?.terminate();
    },
  };
}

export type MemberSocket = ReturnType<typeof memberSocket>;
