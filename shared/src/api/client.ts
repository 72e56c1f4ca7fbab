import { CLIENT_TYPE_HEADER, IDEMPOTENCY_HEADER } from '../contract/constants';
import type { ErrorBody } from '../contract/errors';
import { ApiError } from './api-error';
import { encodeBody, fetchWithRetry, withQuery, type Answer, type Query } from './fetch-json';
import { takeFirstAnswer } from './first-answers';
import { MAX_RETRIES } from './retry';

export { ApiError, errorMessageKey } from './api-error';
export { acceptFirstAnswers } from './first-answers';

type Listener = () => void;
const authRequiredListeners = new Set<Listener>();

/** Called when any call but user.php answers 403 authentication_required (spec section 8). */
export function onAuthenticationRequired(listener: Listener): () => void {
  authRequiredListeners.add(listener);
  return () => authRequiredListeners.delete(listener);
}

/** `web`, or `app` in the installed app: sent with every call (spec section 7). */
let clientType = 'web';
export function setClientType(type: 'web' | 'app'): void {
  clientType = type;
}

function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Reuse a key to make a repeated action take effect once (a chat message kept in an outbox). */
  idempotencyKey?: string;
  /** Retries for this call; 0 for calls that must not repeat (beacons). */
  retry?: number;
  signal?: AbortSignal;
}

/** The ApiError of an answer with an error status: the server's code, or internal_error without one. */
function toApiError(path: string, { status, data }: Answer): ApiError {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Partial<ErrorBody>;
  const apiError = new ApiError(status, body.error ?? 'internal_error', body);
  if (status === 403 && body.error === 'authentication_required' && !path.includes('user.php')) {
    for (const listener of authRequiredListeners) listener();
  }
  return apiError;
}

/**
 * The one HTTP client of the site: retries up to 5 times with exponential delay, an Idempotency-Key
 * on every mutating request (the same key on every retry, so a retry can never charge twice), one
 * `ApiError` type. Built on the platform's fetch; paths are used as given (relative to `/`).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const address = withQuery(path, options.query);
  // The server may have answered this call in the page (ADR 0021).
  const first = method === 'GET' && !options.signal?.aborted ? takeFirstAnswer(address) : undefined;
  if (first) return first.answer as T;
  const headers = new Headers({ [CLIENT_TYPE_HEADER]: clientType });
  if (MUTATING.has(method)) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey ?? newIdempotencyKey());
  let answer: Answer;
  try {
    const body = encodeBody(options.body, headers);
    const init: RequestInit = { method, headers, body, signal: options.signal, credentials: 'same-origin' };
    answer = await fetchWithRetry(address, init, options.retry ?? MAX_RETRIES);
  } catch {
    // No answer: the network failed, the call was aborted, or the answer's body could not be read.
    throw new ApiError(0, 'network_error');
  }
  if (answer.status < 400) return answer.data as T;
  throw toApiError(path, answer);
}
