import { REQUEST_RETRIES } from '../contract/constants';

/** Statuses worth another try: the request may not have reached the server, or it was busy. */
export const RETRY_STATUSES = [408, 425, 429, 500, 502, 503, 504];

/** Exponential delay before retry `attempt` (1-based): 250 ms, 500 ms, 1 s, 2 s, 4 s. */
export function retryDelayMs(attempt: number, baseMs = 250): number {
  return baseMs * 2 ** (Math.max(1, attempt) - 1);
}

export const MAX_RETRIES = REQUEST_RETRIES;
