import { ofetch, type FetchOptions } from 'ofetch';
import { CLIENT_TYPE_HEADER, IDEMPOTENCY_HEADER } from '../contract/constants';
import type { ErrorBody } from '../contract/errors';
import { ApiError } from './api-error';
import { MAX_RETRIES, RETRY_STATUSES, retryDelayMs } from './retry';

export { ApiError, errorMessageKey } from './api-error';

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

const raw = ofetch.create({
  baseURL: '/',
  credentials: 'same-origin',
  retry: MAX_RETRIES,
  retryStatusCodes: RETRY_STATUSES,
  onRequest({ options }) {
    options.headers = new Headers(options.headers);
    options.headers.set(CLIENT_TYPE_HEADER, clientType);
  },
});

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Reuse a key to make a repeated action take effect once (a chat message kept in an outbox). */
  idempotencyKey?: string;
  /** Retries for this call; 0 for calls that must not repeat (beacons). */
  retry?: number;
  signal?: AbortSignal;
}

function toApiError(path: string, error: unknown): ApiError {
  const response = (error as { response?: Response; data?: unknown }).response;
  if (!response) return new ApiError(0, 'network_error');
  const body = ((error as { data?: unknown }).data ?? {}) as Partial<ErrorBody>;
  const apiError = new ApiError(response.status, body.error ?? 'internal_error', body);
  if (response.status === 403 && body.error === 'authentication_required' && !path.includes('user.php')) {
    for (const listener of authRequiredListeners) listener();
  }
  return apiError;
}

/**
 * The one HTTP client of the site: retries up to 5 times with exponential delay, an Idempotency-Key
 * on every mutating request (the same key on every retry, so a retry can never charge twice), one
 * `ApiError` type.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const budget = options.retry ?? MAX_RETRIES;
  const headers = new Headers();
  if (MUTATING.has(method)) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey ?? newIdempotencyKey());
  const fetchOptions: FetchOptions<'json'> = {
    method,
    headers,
    query: options.query,
    body: options.body as FetchOptions['body'],
    signal: options.signal,
    retry: budget,
    // ofetch lowers `retry` by one on every attempt, so the attempt number follows from the budget.
    retryDelay: (context) => retryDelayMs(budget - Number(context.options.retry ?? budget) + 1),
  };
  try {
    return await raw<T>(path, fetchOptions);
  } catch (error) {
    throw toApiError(path, error);
  }
}
