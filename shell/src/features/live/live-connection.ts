import { LIVE_CLOSE, LIVE_SOCKET_PATH } from '@app/shared/contract/live-constants';
import type { LiveClientFrame, LiveEvent, LiveHello } from '@app/shared/contract/live-events';
import { $liveStatus, emitLive, setLiveSender } from '@app/shared/stores/live';
import { LIVE_UNAVAILABLE_AFTER_FAILURES, reconnectDelay } from './live-backoff';
import { readLiveSeq, writeLiveSeq } from './live-seq';

export interface LiveConnectionOptions {
  /** The member (profile id): the last seq is kept per member. */
  userId: number;
  /** The server no longer holds what this tab missed: reload chats, likes and the user. */
  onResync: () => void;
  /** The server closed the socket because the session ended (logout elsewhere): log out here. */
  onSessionEnded: () => void;
}

interface Frame {
  type?: unknown;
  seq?: unknown;
}

type LiveEventParser = (frame: unknown) => LiveEvent | null;
let parseLiveEvent: LiveEventParser | null = null;
let parserLoading: Promise<LiveEventParser> | null = null;

/**
 * Loads the live events' schema. It is not in the site's first script (it brings zod): the first event
 * loads it, and events that arrive before it is there wait in order.
 */
export function loadLiveEventParser(): Promise<LiveEventParser> {
  parserLoading ??= import('@app/shared/contract/live-events').then(({ LiveEventSchema }) => {
    parseLiveEvent = (frame) => {
      const event = LiveEventSchema.safeParse(frame);
      return event.success ? event.data : null;
    };
    return parseLiveEvent;
  });
  return parserLoading;
}

/** A high attempt number: the capped delay, used while the socket is unavailable. */
const AT_MAX_DELAY = 64;

/**
 * One member's live connection (architecture section 4): connects to LIVE_SOCKET_PATH with
 * `?after=<last seq>`, hands every event to `emitLive` once and in order (duplicates dropped, a gap
 * reconnects so the server resends), reconnects with backoff, at once when the browser comes online or
 * the page becomes visible, and says `unavailable` after repeated failed connects (it keeps trying at
 * the longest delay). A close for an ended session does not reconnect. Returns the function that stops
 * it for good.
 */
function connectLive({ userId, onResync, onSessionEnded }: LiveConnectionOptions): () => void {
  let lastSeq = readLiveSeq(userId);
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let failuresInARow = 0;
  let gapsInARow = 0;
  let firstSocket = true;
  let stopped = false;
  /** Frames that came before the events' schema, handed on in order once it has loaded. */
  const waiting: unknown[] = [];

  function handOn(frame: unknown): void {
    if (!parseLiveEvent) {
      if (waiting.push(frame) === 1) void loadLiveEventParser().then(flushWaiting);
      return;
    }
    const event = parseLiveEvent(frame);
    if (event) emitLive(event);
  }

  function flushWaiting(): void {
    for (const frame of waiting.splice(0)) if (!stopped) handOn(frame);
  }

  const send = (frame: LiveClientFrame): boolean => {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  };

  const setWaitingStatus = () =>
    $liveStatus.set(failuresInARow >= LIVE_UNAVAILABLE_AFTER_FAILURES ? 'unavailable' : 'connecting');

  function scheduleReconnect(): void {
    setWaitingStatus();
    const unavailable = failuresInARow >= LIVE_UNAVAILABLE_AFTER_FAILURES;
    timer = setTimeout(open, reconnectDelay(unavailable ? AT_MAX_DELAY : attempt++));
  }

  function drop(current: WebSocket): void {
    socket = null;
    setLiveSender(null);
    current.onopen = current.onmessage = current.onclose = null;
    current.close(1000);
  }

  function onHello(hello: LiveHello): void {
    const known = lastSeq;
    const resync = hello.resync_required || (known === null ? !firstSocket : hello.seq < known);
    if (resync || known === null) {
      lastSeq = hello.seq;
      writeLiveSeq(userId, hello.seq);
    }
    firstSocket = false;
    attempt = 0;
    $liveStatus.set('open');
    if (resync) onResync();
  }

  function onFrame(current: WebSocket, data: unknown): void {
    let frame: Frame;
    try {
      frame = JSON.parse(String(data)) as Frame;
    } catch {
      return;
    }
    if (frame.type === 'hello') return onHello(frame as LiveHello);
    if (typeof frame.seq === 'number') {
      if (lastSeq !== null && frame.seq <= lastSeq) return;
      if (lastSeq !== null && frame.seq > lastSeq + 1) return reconnectAfterGap(current);
      lastSeq = frame.seq;
      writeLiveSeq(userId, frame.seq);
      gapsInARow = 0;
    }
    // An event type this client does not know still advances the seq above; it is only not handed on.
    handOn(frame);
  }

  /** A seq skipped ahead: reconnect with `after=<last seq>` so the server resends what is missing. */
  function reconnectAfterGap(current: WebSocket): void {
    drop(current);
    gapsInARow += 1;
    if (gapsInARow === 1) open();
    else scheduleReconnect();
  }

  function open(): void {
    clearTimeout(timer);
    timer = undefined;
    setWaitingStatus();
    const query = lastSeq === null ? '' : `?after=${lastSeq}`;
    let current: WebSocket;
    try {
      current = new WebSocket(`${location.origin.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}${query}`);
    } catch {
      failuresInARow += 1;
      return scheduleReconnect();
    }
    socket = current;
    let opened = false;
    current.onopen = () => {
      opened = true;
      failuresInARow = 0;
      setLiveSender(send);
    };
    current.onmessage = (event: MessageEvent) => onFrame(current, event.data);
    current.onclose = (event: CloseEvent) => {
      socket = null;
      setLiveSender(null);
      if (event.code === LIVE_CLOSE.sessionEnded) return onSessionEnded();
      if (!opened) failuresInARow += 1;
      scheduleReconnect();
    };
  }

  /** Back online or visible again: a waiting reconnect happens now; an open socket is checked. */
  function wake(): void {
    if (document.visibilityState === 'hidden') return;
    if (socket?.readyState === WebSocket.OPEN) send({ type: 'ping' });
    else if (!socket) open();
  }

  if (typeof WebSocket === 'undefined') {
    $liveStatus.set('unavailable');
    return () => $liveStatus.set('stopped');
  }
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', wake);
  open();
  return () => {
    stopped = true;
    window.removeEventListener('online', wake);
    document.removeEventListener('visibilitychange', wake);
    clearTimeout(timer);
    if (socket) drop(socket);
    $liveStatus.set('stopped');
  };
}

let stopCurrent: (() => void) | null = null;

/** Starts the live connection of the member who logged in (the shell does), ending any other. */
export function startLive(options: LiveConnectionOptions): void {
  stopLive();
  stopCurrent = connectLive(options);
}

/** Ends the live connection on logout: no reconnect, `$liveStatus` is `stopped`. */
export function stopLive(): void {
  stopCurrent?.();
  stopCurrent = null;
}
