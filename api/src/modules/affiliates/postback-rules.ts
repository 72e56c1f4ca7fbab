/** Attempts of one postback before it counts as failed for good. */
export const MAX_POSTBACK_ATTEMPTS = 8;
/** The wait after the first failed attempt; it doubles with every further one. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;

/**
 * What an answer means: 2xx delivered; a network error (`null`), 408, 429 or 5xx is worth another try;
 * any other answer (a 4xx the network will repeat) failed for good.
 */
export function answerKind(status: number | null): 'sent' | 'retry' | 'failed' {
  if (status === null || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status >= 200 && status < 300) return 'sent';
  return 'failed';
}

/** The wait after the `attempts`-th failed attempt: 1, 2, 4, 8 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
