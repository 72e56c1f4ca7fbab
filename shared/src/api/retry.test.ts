import { describe, expect, it } from 'vitest';
import { MAX_RETRIES, RETRY_STATUSES, retryDelayMs } from './retry';

describe('retryDelayMs', () => {
  it('doubles from 250 ms: 250, 500, 1000, 2000, 4000', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt))).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('treats an attempt below 1 as the first', () => {
    expect(retryDelayMs(0)).toBe(250);
  });
});

describe('retry policy', () => {
  it('retries at most 5 times', () => {
    expect(MAX_RETRIES).toBe(5);
  });

  it('retries busy or unreachable answers but not a conflict or client errors', () => {
    expect(RETRY_STATUSES).toEqual(expect.arrayContaining([408, 429, 500, 502, 503, 504]));
    for (const status of [400, 401, 403, 404, 409, 422]) expect(RETRY_STATUSES).not.toContain(status);
  });
});
