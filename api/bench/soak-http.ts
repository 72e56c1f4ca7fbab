import http from 'node:http';
import { AUTH_COOKIE, IDEMPOTENCY_HEADER } from '@app/shared/contract';
import { PROXY_MARK } from './soak-proxy';

/** One call as the simulated member saw it: what, when, how it ended and how long it took. */
export interface CallRecord {
  kind: string;
  /** HTTP status; 0 when the connection failed without an answer. */
  status: number;
  /** The proxy answered itself (the backend died mid-request). */
  fromProxy: boolean;
  /** The API's error code, for 4xx/5xx answers in the project's format. */
  code: string | null;
  at: number;
  ms: number;
}

/** A member as the bench's HTTP client and live socket use it. */
export interface SoakMember {
  index: number;
  userId: number;
  profileId: number;
  token: string;
  /** Its own loopback address (127.0.x.y): the proxy puts it in X-Forwarded-For. */
  address: string;
}

export interface CallOptions {
  json?: unknown;
  form?: string;
  key?: string;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: http.IncomingHttpHeaders;
}

const TIMEOUT_MS = 30_000;

/** The code of an answer in the project's error format (`{"error": code, ...}`), else null. */
export function errorCodeOf(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : null;
}

/** HTTP calls through the proxy, recorded; the agent keeps at most one idle connection per member address. */
export function soakHttp(baseUrl: string) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, maxFreeSockets: 1 });
  const records: CallRecord[] = [];

  const call = (kind: string, member: SoakMember, method: string, path: string, options: CallOptions = {}) =>
    new Promise<Answer>((resolve) => {
      const body =
        options.json !== undefined ? JSON.stringify(options.json) : options.form !== undefined ? options.form : null;
      const headers: http.OutgoingHttpHeaders = {
        cookie: `${AUTH_COOKIE.name}=${member.token}`,
        accept: 'application/json',
        // What a browser sends with a same-site fetch: the cross-site guard lets it through.
        'sec-fetch-site': 'same-origin',
      };
      if (method !== 'GET') headers.origin = base.origin;
      if (body !== null) {
        headers['content-type'] = options.form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      if (options.key) headers[IDEMPOTENCY_HEADER] = options.key;
      const started = performance.now();
      let done = false;
      const finish = (status: number, text: string, answerHeaders: http.IncomingHttpHeaders) => {
        if (done) return;
        done = true;
        let parsed: unknown = null;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          parsed = text;
        }
        records.push({
          kind,
          status,
          fromProxy: answerHeaders[PROXY_MARK] !== undefined,
          code: answerHeaders[PROXY_MARK]
            ? `proxy: ${String(answerHeaders[PROXY_MARK])}`
            : status >= 400
              ? errorCodeOf(parsed)
              : null,
          at: Date.now(),
          ms: performance.now() - started,
        });
        resolve({ status, body: parsed, headers: answerHeaders });
      };
      const request = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          localAddress: member.address,
          method,
          path,
          headers,
          timeout: TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            finish(response.statusCode ?? 0, Buffer.concat(chunks).toString(), response.headers),
          );
          response.on('error', () => finish(0, '', {}));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => finish(0, '', {}));
      request.end(body ?? undefined);
    });

  return { call, records, close: () => agent.destroy() };
}

export type SoakHttp = ReturnType<typeof soakHttp>;
