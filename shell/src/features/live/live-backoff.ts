import { LIVE } from '@app/shared/contract/live-constants';

/** Connects in a row that never open before the status says `unavailable` (polling and push carry on). */
export const LIVE_UNAVAILABLE_AFTER_FAILURES = 3;

/** Up to this share of a delay is taken off at random, so many tabs do not reconnect in step. */
const JITTER_SHARE = 0.2;

/**
 * The wait before reconnect number `attempt` (0 for the first): LIVE.reconnectFirstMs doubling up to
 * LIVE.reconnectMaxMs, less a random jitter of up to a fifth.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE.reconnectMaxMs, LIVE.reconnectFirstMs * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 - JITTER_SHARE * random()));
}
