// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { LIVE_CLOSE, type LiveEvent } from '@app/shared/contract/live-events';
import { $liveStatus, sendLive, subscribeLive } from '@app/shared/stores/live';
import { loadLiveEventParser, startLive, stopLive } from './live-connection';
import { readLiveSeq, writeLiveSeq } from './live-seq';

/** A WebSocket the test drives: the server side opens, sends frames and closes. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  sent: unknown[] = [];
  closedByClient = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.closedByClient = true;
  }

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }

  frame(frame: object): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  hello(seq: number, resyncRequired = false): void {
    this.frame({ type: 'hello', seq, resync_required: resyncRequired });
  }

  drop(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

const USER = 7;
const sockets = () => FakeWebSocket.instances;
const latest = () => sockets().at(-1)!;
const afterOf = (socket: FakeWebSocket) => new URL(socket.url).searchParams.get('after');
const credits = (seq: number, amount = seq) => ({ type: 'credits', credits: amount, seq });

let events: LiveEvent[];
let onResync: Mock<() => void>;
let onSessionEnded: Mock<() => void>;
let unsubscribe: () => void;

// The events' schema loads lazily (off the first script); most tests start with it loaded.
beforeAll(() => loadLiveEventParser());

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.instances = [];
  sessionStorage.clear();
  events = [];
  onResync = vi.fn();
  onSessionEnded = vi.fn();
  unsubscribe = subscribeLive((event) => events.push(event));
});

afterEach(() => {
  stopLive();
  unsubscribe();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Starts, opens and says hello at `seq`: the connection is then open and in sync. */
function connected(seq = 0): FakeWebSocket {
  startLive({ userId: USER, onResync, onSessionEnded });
  latest().open();
  latest().hello(seq);
  return latest();
}

describe('connecting', () => {
  it('opens the socket on the live path, and is open after the hello', () => {
    startLive({ userId: USER, onResync, onSessionEnded });
    expect($liveStatus.get()).toBe('connecting');
    expect(latest().url).toMatch(/^ws:\/\/[^/]+\/api\/live$/);
    latest().open();
    expect(sendLive({ type: 'ping' })).toBe(true);
    expect(latest().sent).toEqual([{ type: 'ping' }]);
    latest().hello(4);
    expect($liveStatus.get()).toBe('open');
    expect(readLiveSeq(USER)).toBe(4);
    expect(onResync).not.toHaveBeenCalled();
  });

  it('resumes after the seq this tab stored (a reload resyncs), kept per member', () => {
    writeLiveSeq(USER, 12);
    writeLiveSeq(8, 99);
    startLive({ userId: USER, onResync, onSessionEnded });
    expect(afterOf(latest())).toBe('12');
  });

  it('hands events on in order, drops duplicates and stores the last seq', () => {
    const socket = connected(0);
    socket.frame(credits(1));
    socket.frame(credits(2));
    socket.frame(credits(2, 50));
    socket.frame(credits(1, 60));
    expect(events).toEqual([
      { type: 'credits', credits: 1 },
      { type: 'credits', credits: 2 },
    ]);
    expect(readLiveSeq(USER)).toBe(2);
  });

  it('passes typing (no seq) through to listeners without moving the seq', () => {
    const socket = connected(3);
    socket.frame({ type: 'typing', conversation: 5, profile_id: 9, seq: null });
    expect(events).toEqual([{ type: 'typing', conversation: 5, profile_id: 9 }]);
    expect(readLiveSeq(USER)).toBe(3);
  });

  it('advances past an event type it does not know, without handing it on', () => {
    const socket = connected(0);
    socket.frame({ type: 'something_new', seq: 1 });
    socket.frame(credits(2));
    expect(events).toEqual([{ type: 'credits', credits: 2 }]);
    expect(sockets()).toHaveLength(1);
  });
});

describe('resync', () => {
  it('reconnects after a drop with after=<last seq>', async () => {
    const socket = connected(0);
    socket.frame(credits(1));
    socket.drop();
    expect($liveStatus.get()).toBe('connecting');
    expect(sendLive({ type: 'ping' })).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets()).toHaveLength(2);
    expect(afterOf(latest())).toBe('1');
  });

  it('reconnects at once with after=<last seq> when a seq skips ahead, then takes the resent events', () => {
    const first = connected(0);
    first.frame(credits(1));
    first.frame(credits(3));
    expect(first.closedByClient).toBe(true);
    expect(events).toHaveLength(1);
    const second = latest();
    expect(sockets()).toHaveLength(2);
    expect(afterOf(second)).toBe('1');
    second.open();
    second.hello(3);
    second.frame(credits(2));
    second.frame(credits(3));
    expect(events.map((event) => event.type === 'credits' && event.credits)).toEqual([1, 2, 3]);
  });

  it('reloads chats and likes when the server no longer holds the missed events', () => {
    writeLiveSeq(USER, 2);
    const socket = connected(40);
    expect(onResync).not.toHaveBeenCalled();
    socket.drop();
    vi.advanceTimersByTime(500);
    latest().open();
    latest().hello(90, true);
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(readLiveSeq(USER)).toBe(90);
    latest().frame(credits(90));
    expect(events).toEqual([]);
  });

  it('resyncs when the server is behind the stored seq (its events were reset)', () => {
    writeLiveSeq(USER, 50);
    connected(3);
    expect(onResync).toHaveBeenCalledTimes(1);
    latest().frame(credits(4));
    expect(events).toEqual([{ type: 'credits', credits: 4 }]);
  });
});

describe('backoff and availability', () => {
  it('backs off doubling after failed connects, and says unavailable after three, retrying at the maximum', () => {
    startLive({ userId: USER, onResync, onSessionEnded });
    const waits: number[] = [];
    for (let failure = 1; failure <= 5; failure += 1) {
      const count = sockets().length;
      latest().drop();
      let waited = 0;
      while (sockets().length === count) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
      if (failure === 2) expect($liveStatus.get()).toBe('connecting');
      if (failure >= 3) expect($liveStatus.get()).toBe('unavailable');
    }
    expect(waits).toEqual([500, 1_000, 30_000, 30_000, 30_000]);
    latest().open();
    latest().hello(0);
    expect($liveStatus.get()).toBe('open');
  });

  it('starts over at the first delay once a connection was open', () => {
    const socket = connected(0);
    socket.drop();
    vi.advanceTimersByTime(500);
    latest().drop();
    vi.advanceTimersByTime(999);
    expect(sockets()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    latest().open();
    latest().hello(0);
    latest().drop();
    vi.advanceTimersByTime(500);
    expect(sockets()).toHaveLength(4);
  });

  it('reconnects at once when the browser comes online or the page becomes visible', () => {
    const socket = connected(0);
    socket.drop();
    window.dispatchEvent(new Event('online'));
    expect(sockets()).toHaveLength(2);
    latest().drop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sockets()).toHaveLength(3);
  });

  it('checks an open socket with a ping when the page becomes visible', () => {
    const socket = connected(0);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(socket.sent).toEqual([{ type: 'ping' }]);
    expect(sockets()).toHaveLength(1);
  });

  it('says unavailable at once without WebSocket support', () => {
    vi.stubGlobal('WebSocket', undefined);
    startLive({ userId: USER, onResync, onSessionEnded });
    expect($liveStatus.get()).toBe('unavailable');
  });
});

describe('stopping', () => {
  it('closes the socket on logout and never reconnects', async () => {
    const socket = connected(0);
    stopLive();
    expect(socket.closedByClient).toBe(true);
    expect($liveStatus.get()).toBe('stopped');
    expect(sendLive({ type: 'ping' })).toBe(false);
    socket.drop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets()).toHaveLength(1);
  });

  it('does not reconnect when the server ends the session, and says so', async () => {
    const socket = connected(0);
    socket.drop(LIVE_CLOSE.goingAway);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets()).toHaveLength(2);
    expect(onSessionEnded).not.toHaveBeenCalled();
    latest().open();
    latest().drop(LIVE_CLOSE.sessionEnded);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets()).toHaveLength(2);
  });

  it('cancels a waiting reconnect', async () => {
    connected(0).drop();
    stopLive();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets()).toHaveLength(1);
    expect($liveStatus.get()).toBe('stopped');
  });
});

describe('the events schema, loaded after the first script', () => {
  it('hands on, in order, the events that came before it had loaded', async () => {
    vi.resetModules();
    const fresh = await import('./live-connection');
    const freshLive = await import('@app/shared/stores/live');
    const seen: LiveEvent[] = [];
    const off = freshLive.subscribeLive((event) => seen.push(event));
    fresh.startLive({ userId: USER, onResync, onSessionEnded });
    latest().open();
    latest().hello(0);
    latest().frame(credits(1));
    latest().frame(credits(2));
    expect(seen).toEqual([]);
    await fresh.loadLiveEventParser();
    expect(seen).toEqual([
      { type: 'credits', credits: 1 },
      { type: 'credits', credits: 2 },
    ]);
    expect(readLiveSeq(USER)).toBe(2);
    fresh.stopLive();
    off();
  });
});
