import path from 'node:path';
import { AUTH_COOKIE, LIVE_SOCKET_PATH } from '@app/shared/contract';
import { startBenchChild } from './chat-child';
import { BARE_PROBE_PATH } from './chat-server';

/** Which server the clients talk to: the real chat (live socket + POST /api/message.php) or the bare relay. */
export type ChatTarget = 'chat' | 'bare';

/** A member as the clients know it: its index (the relay's id), profile id and session token. */
export interface ClientMember {
  index: number;
  profileId: number;
  token: string;
}

export interface ConnectResult {
  open: number;
  failed: number;
  seconds: number;
  /** The first failure, when any. */
  error: string | null;
}

/**
 * One open-loop run. Latencies count from each message's due time; a message accepted but not at the
 * recipient within the loss window counts as lost, and a percentile that falls among the lost is null.
 */
export interface LatencyResult {
  /** Messages due in the measured window. */
  sent: number;
  /** Sends started per second in the measured window (the offered rate). */
  ratePerSecond: number;
  /** Message frames that arrived per second during the measured window (what the server kept up with). */
  deliveredPerSecond: number;
  delivered: number;
  /** Accepted (or not answered) but not at the recipient within the loss window. */
  lost: number;
  /** Of the lost: never answered at all by the end of the run. */
  unanswered: number;
  /** Refused sends (HTTP status other than 2xx, or no connection), by status. */
  errors: number;
  errorsByStatus: Record<string, number>;
  p50Ms: number | null;
  p99Ms: number | null;
  p999Ms: number | null;
  maxMs: number | null;
  /** Due time to the HTTP answer of POST /api/message.php (chat only; 0 for the relay). */
  answerP50Ms: number | null;
  answerP99Ms: number | null;
  /** A bare route of the chat server, every 20 ms during the load (chat only): is the event loop free? */
  probe: { count: number; errors: number; p50Ms: number; p99Ms: number; maxMs: number } | null;
}

export interface LatencyOptions {
  rate: number;
  warmupMs: number;
  durationMs: number;
  lossWindowMs: number;
}

/** Each connect uses loopback source addresses of its own (127.0.<block>.2–251): no TIME_WAIT clashes. */
let nextSourceBlock = 1;

/**
 * The bench's clients in a process of their own (chat-load-process.mjs), so the server's event loop
 * is measured alone. One `ChatClients` holds the sockets of one measurement.
 */
export function startChatClients() {
  const child = startBenchChild(path.join(import.meta.dirname, 'chat-load-process.mjs'));
  return {
    /** Opens one socket per member (the chat: with the member's session cookie) and waits for each hello. */
    async connect(target: ChatTarget, baseUrl: string, members: ClientMember[]): Promise<ConnectResult> {
      const wsBase = baseUrl.replace(/^http/, 'ws');
      const block = nextSourceBlock;
      nextSourceBlock = (nextSourceBlock % 250) + 1;
      const answer = await child.request<ConnectResult & { type: 'connected' }>({
        type: 'connect',
        target,
        url: target === 'chat' ? `${wsBase}${LIVE_SOCKET_PATH}` : wsBase,
        origin: baseUrl,
        cookieName: AUTH_COOKIE.name,
        members,
        sourcePrefix: `127.0.${block}.`,
        concurrency: 64,
      });
      return { open: answer.open, failed: answer.failed, seconds: answer.seconds, error: answer.error };
    },

    /** Sends at a fixed rate between random members of the connected ones and measures arrival. */
    async latency(target: ChatTarget, baseUrl: string, options: LatencyOptions): Promise<LatencyResult> {
      const answer = await child.request<{ result: LatencyResult }>({
        type: 'latency',
        target,
        httpBase: baseUrl,
        probePath: target === 'chat' ? BARE_PROBE_PATH : null,
        cookieName: AUTH_COOKIE.name,
        ...options,
      });
      return answer.result;
    },

    /** Closes every socket and ends the process. */
    stop: () => child.stop(),
  };
}
