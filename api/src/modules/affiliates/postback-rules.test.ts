import { describe, expect, it } from 'vitest';
import { answerKind, retryDelayMs } from './postback-rules';

describe('postback answers', () => {
  it('retries network errors, 408, 429 and 5xx, fails other 4xx for good, and delivers on 2xx', () => {
    expect([null, 408, 429, 500, 502, 503, 504].map(answerKind)).toEqual(Array(7).fill('retry'));
    expect([400, 401, 403, 404, 410, 422, 302].map(answerKind)).toEqual(Array(7).fill('failed'));
    expect([200, 201, 204].map(answerKind)).toEqual(['sent', 'sent', 'sent']);
  });

  it('waits twice as long after each failed attempt, at most 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 3_600_000);
  });
});
