import { describe, expect, it } from 'vitest';
import { localMonth } from './local-month';

describe('the calendar month in a time zone', () => {
  it('is the UTC month in UTC', () => {
    expect(localMonth(new Date('2026-03-31T23:59:59.999Z'), 'UTC')).toEqual({
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-04-01T00:00:00Z'),
    });
  });

  it('starts at local midnight of the 1st, winter and summer time alike', () => {
    // Zurich: UTC+1 in winter, UTC+2 from the last Sunday of March.
    expect(localMonth(new Date('2026-03-15T12:00:00Z'), 'Europe/Zurich')).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    });
    // 23:30 UTC on 31 March is already April in Zurich.
    expect(localMonth(new Date('2026-03-31T23:30:00Z'), 'Europe/Zurich').start).toEqual(
      new Date('2026-03-31T22:00:00Z'),
    );
  });

  it('crosses the year, and holds far from UTC', () => {
    expect(localMonth(new Date('2026-12-31T12:00:00Z'), 'Pacific/Auckland')).toEqual({
      // 1 January 2027 00:00 in Auckland (UTC+13) is 11:00 UTC on 31 December.
      start: new Date('2026-12-31T11:00:00Z'),
      end: new Date('2027-01-31T11:00:00Z'),
    });
    expect(localMonth(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toEqual({
      start: new Date('2025-12-01T05:00:00Z'),
      end: new Date('2026-01-01T05:00:00Z'),
    });
  });
});
