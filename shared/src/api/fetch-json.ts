import { RETRY_STATUSES, retryDelayMs } from './retry';

/** A query string's values; undefined ones are left out. */
export type Query = Record<string, string | number | boolean | undefined>;

/** The path with the query appended (after an existing `?…`, if the path has one). */
export function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** Plain objects (also null-prototype ones), arrays, strings, numbers, booleans and objects with toJSON. */
function isJsonBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) {
    return typeof body === 'string' || typeof body === 'number' || typeof body === 'boolean';
  }
  // A File, Blob, FormData, URLSearchParams or buffer has a constructor of its own and no toJSON.
  const constructor = Object.getPrototypeOf(body) === null ? undefined : body.constructor;
  return (
    Array.isArray(body) ||
    !constructor ||
    constructor.name === 'Object' ||
    typeof Reflect.get(body, 'toJSON') === 'function'
  );
}

/**
 * The body to send. JSON values are serialised (a string as it is) and marked as JSON in `headers`;
 * anything else (a File, Blob, FormData, URLSearchParams) goes unchanged, the browser naming its type.
 */
export function encodeBody(body: unknown, headers: Headers): BodyInit | null | undefined {
  if (!body || !isJsonBody(body)) return body as BodyInit | null | undefined;
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** Statuses whose answer has no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;

/**
 * The parsed body: JSON when it is JSON (or has no content type and parses), else text;
 * undefined when empty (204).
 */
export async function readBody(response: Response): Promise<unknown> {
  if (NULL_BODY_STATUSES.has(response.status)) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (type && !JSON_TYPE.test(type)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Resolves after `ms`; rejects at once when the signal aborts (before or during the wait). */
function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The final answer of a request: its status and parsed body. */
export interface Answer {
  status: number;
  data: unknown;
}

/**
 * Fetches `url`, trying again up to `retries` times, `retryDelayMs(n)` before retry n, when the
 * answer's status is one of RETRY_STATUSES or no answer came (a network failure). Never after the
 * request's signal aborted. Resolves with the last answer, whatever its status; rejects when no
 * answer came (network failure, abort) or its body could not be read.
 */
export async function fetchWithRetry(url: string, init: RequestInit, retries: number): Promise<Answer> {
  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (attempt > retries) throw error;
      await wait(retryDelayMs(attempt), init.signal); // rejects at once after an abort: no retry
      continue;
    }
    const data = await readBody(response);
    if (response.status < 400 || attempt > retries || !RETRY_STATUSES.includes(response.status)) {
      return { status: response.status, data };
    }
    await wait(retryDelayMs(attempt), init.signal);
  }
}
