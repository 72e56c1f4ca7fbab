import { describe, expect, it } from 'vitest';
import { listTime } from './list-time';

/** A local time on a day in March 2026 (a Friday is the 13th). */
const at = (day: number, hour = 9, minute = 5, month = 2, year = 2026) =>
  new Date(year, month, day, hour, minute).toISOString();
const now = new Date(2026, 2, 13, 18, 0);

describe('listTime', () => {
  it('says the time of day for a message of today', () => {
    expect(listTime(at(13, 9, 5), 'en', now)).toBe('09:05 AM');
    expect(listTime(at(13, 21, 5), 'de', now)).toBe('21:05');
    expect(listTime(at(13, 0, 1), 'nl', now)).toBe('00:01');
  });

  it('says the weekday within the last week, in the language', () => {
    expect(listTime(at(12, 23, 59), 'en', now)).toBe('Thu');
    expect(listTime(at(7), 'fr', now)).toBe('sam.');
    expect(listTime(at(9), 'de', now)).toBe('Mo');
  });

  it('says the date for older messages, with the year when not this one', () => {
    expect(listTime(at(6), 'en', now)).toBe('Mar 6');
    expect(listTime(at(6), 'nl', now)).toBe('6 mrt');
    expect(listTime(at(24, 9, 0, 11, 2025), 'de', now)).toBe('24.12.25');
  });
});
