import { describe, expect, it } from 'vitest';
import { localDay, timeZoneForCountry } from './time-zones';

describe('timeZoneForCountry', () => {
  it('gives each site country its zone and UTC for others', () => {
    expect(timeZoneForCountry('NL')).toBe('Europe/Amsterdam');
    expect(timeZoneForCountry('nz')).toBe('Pacific/Auckland');
    expect(timeZoneForCountry('BR')).toBe('UTC');
    expect(timeZoneForCountry(null)).toBe('UTC');
  });
});

describe('localDay', () => {
  it('starts at local midnight: 23:00 UTC the day before in Amsterdam in winter', () => {
    const day = localDay(new Date('2026-11-22T10:00:00Z'), 'Europe/Amsterdam');
    expect(day.start.toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });

  it('knows that late evening UTC is already tomorrow in Auckland', () => {
    const day = localDay(new Date('2026-11-22T20:00:00Z'), 'Pacific/Auckland');
    expect(day.start.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-23T11:00:00.000Z');
  });

  it('is 23 hours long on the day the clocks go forward, 25 when they go back', () => {
    const spring = localDay(new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(spring.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const autumn = localDay(new Date('2026-10-25T12:00:00Z'), 'Europe/Berlin');
    expect(autumn.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(autumn.end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('is the UTC day in UTC', () => {
    const day = localDay(new Date('2026-11-22T00:00:00Z'), 'UTC');
    expect(day.start.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});
