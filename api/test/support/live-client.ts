import { WebSocket } from 'ws';
import type { LiveFrame, LiveHello } from '@app/shared/contract';

export type ServerFrame = LiveFrame | LiveHello;

export interface LiveClientOptions {
  /** The session token (the `session` cookie). */
  session?: string;
  origin?: string;
  after?: number;
}

function socketUrl(baseUrl: string, after: number | undefined): string {
  const url = new URL('/api/live', baseUrl.replace(/^http/, 'ws'));
  if (after !== undefined) url.searchParams.set('after', String(after));
  return url.toString();
}

function headersOf(options: LiveClientOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.session) headers.cookie = `session=${options.session}`;
  if (options.origin) headers.origin = options.origin;
  return headers;
}

/** A live socket as a test sees it: every frame received, and waiting for the ones to come. */
export class LiveTestClient {
  readonly frames: ServerFrame[] = [];
  private waiters: Array<() => void> = [];
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  /** Opens a socket and waits until it is open. */
  static connect(baseUrl: string, options: LiveClientOptions = {}): Promise<LiveTestClient> {
    const socket = new WebSocket(socketUrl(baseUrl, options.after), { headers: headersOf(options) });
    const client = new LiveTestClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves once `done` holds, checked after every frame (and at once); fails after `timeoutMs`. */
  async until(done: () => boolean, timeoutMs = 10_000, what = 'frames'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first frame matching, waiting for it when it has not come yet. */
  async next<T extends ServerFrame>(match: (frame: ServerFrame) => frame is T, timeoutMs?: number): Promise<T>;
  async next(match: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  async next(match: (frame: ServerFrame) => boolean, timeoutMs = 10_000): Promise<ServerFrame> {
    await this.until(() => this.frames.some(match), timeoutMs, 'a matching frame');
    return this.frames.find(match)!;
  }

  /** The stored frames' seqs, in the order they came. */
  seqs(): number[] {
    return this.frames.flatMap((frame) => (frame.type !== 'hello' && frame.seq !== null ? [frame.seq] : []));
  }

  send(frame: object): void {
    this.socket.send(JSON.stringify(frame));
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** The HTTP status an upgrade is refused with (0 when it was accepted). */
export function refusedUpgradeStatus(baseUrl: string, options: LiveClientOptions = {}): Promise<number> {
  const socket = new WebSocket(socketUrl(baseUrl, options.after), { headers: headersOf(options) });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      resolve(0);
      socket.close();
    });
    socket.once('error', (error) => {
      if (!error.message.includes('Unexpected server response')) reject(error);
    });
  });
}
