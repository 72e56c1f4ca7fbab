import { describe, expect, it } from 'vitest';
import { LIVE } from '@app/shared/contract/live-events';
import { reconnectDelay } from './live-backoff';

describe('reconnectDelay', () => {
  it('doubles from the first delay up to the maximum, and stays there', () => {
    const delays = Array.from({ length: 10 }, (_, attempt) => reconnectDelay(attempt, () => 0));
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
    expect(reconnectDelay(500, () => 0)).toBe(LIVE.reconnectMaxMs);
  });

  it('takes off a random jitter of at most a fifth, never going above the maximum', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(450);
    expect(reconnectDelay(3, () => 1)).toBe(3_200);
    expect(reconnectDelay(99, () => 0.999)).toBeGreaterThanOrEqual(LIVE.reconnectMaxMs * 0.8);
    expect(reconnectDelay(99, Math.random)).toBeLessThanOrEqual(LIVE.reconnectMaxMs);
  });
});
