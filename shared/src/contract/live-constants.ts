// The live socket's constants, apart from its schemas: the client's first script needs these, not zod.

/**
 * Live updates (architecture section 4): the WebSocket at LIVE_SOCKET_PATH. The server sends one JSON
 * object per frame. Stored events carry `seq`, a per-member sequence without gaps: a client that
 * reconnects with `?after=<last seq>` receives everything it missed, in order. Typing is not stored
 * (`seq` null). Without the socket the site still works by the spec's polling and push.
 */
export const LIVE_SOCKET_PATH = '/api/live';

/**
 * Close codes of the live socket the client acts on: the session ended (log out, do not reconnect),
 * the server failed, or it is going away (reconnect with backoff).
 */
export const LIVE_CLOSE = { sessionEnded: 4001, serverError: 1011, goingAway: 1001 } as const;

export const LIVE = {
  /** Reconnect backoff: first delay, doubling up to the maximum, with jitter. */
  reconnectFirstMs: 500,
  reconnectMaxMs: 30_000,
  /** A typing frame is sent at most this often; the indicator hides this long after the last one. */
  typingThrottleMs: 2_000,
  typingVisibleMs: 5_000,
  /** Stored events are kept this long for resync. */
  eventRetentionMs: 7 * 24 * 3_600_000,
  /** The server pings idle sockets this often and drops those that do not answer. */
  heartbeatMs: 30_000,
} as const;
