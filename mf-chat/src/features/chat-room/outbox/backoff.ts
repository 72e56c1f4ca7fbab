import { ApiError } from '@app/shared/api';

/** The first wait before a send is tried again, doubling up to OUTBOX_MAX_DELAY_MS. */
export const OUTBOX_FIRST_DELAY_MS = 1_000;
export const OUTBOX_MAX_DELAY_MS = 30_000;

/** How long to wait before attempt `attempt + 1` (attempt 0 is the first retry). */
export function outboxDelayMs(attempt: number): number {
  return Math.min(OUTBOX_FIRST_DELAY_MS * 2 ** attempt, OUTBOX_MAX_DELAY_MS);
}

/** Answers that say nothing about the message itself: no connection, the server busy or down. */
const TRANSIENT_CODES = new Set(['network_error', 'request_in_progress', 'rate_limited', 'unavailable']);

/**
 * Whether a failed send is tried again with the same key. A 4xx with a code (insufficient credits,
 * premium only, blocked...) is the server's final word on this message: it ends as failed.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || TRANSIENT_CODES.has(error.code);
}
