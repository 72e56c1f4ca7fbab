import { describe, expect, it } from 'vitest';
import { formatLimitInput, parseLimitInput } from './limit-input';
import { formatMonth, formatMonthStart, monthStartDay } from './month-dates';

describe('the monthly limit as typed', () => {
  it.each([
    ['de', '49,50', 4950],
    ['de', '49.5', 4950],
    ['de', '1.000', 100000],
    ['de', '1.000,99', 100099],
    ['en', '49.50', 4950],
    ['en', '1,000', 100000],
    ['en', '49,5', 4950],
    ['fr', '1\u202f000,5', 100050],
    ['sv', ' 250 ', 25000],
  ])('%s "%s" is %i minor units', (language, text, amount) => {
    expect(parseLimitInput(text, 'EUR', language)).toEqual({ amount });
  });

  it('is no limit when empty', () => {
    expect(parseLimitInput('  ', 'EUR', 'de')).toEqual({ amount: null });
  });

  it.each([
    ['de', 'fünfzig'],
    ['de', '0'],
    ['de', '0,00'],
    ['de', '-5'],
    ['en', '1.000'],
    ['de', '1,000'],
    ['en', '12.345.6'],
    ['en', '5e3'],
  ])('%s "%s" is refused rather than guessed', (language, text) => {
    expect(parseLimitInput(text, 'EUR', language)).toEqual({ error: 'amount_invalid' });
  });

  it('is shown in the language’s notation, decimals only when there are some', () => {
    expect(formatLimitInput(5000, 'EUR', 'de')).toBe('50');
    expect(formatLimitInput(4950, 'EUR', 'de')).toBe('49,50');
    expect(formatLimitInput(123450, 'EUR', 'en')).toBe('1234.50');
    expect(formatLimitInput(null, 'EUR', 'en')).toBe('');
  });
});

describe('the day a month starts', () => {
  it('is the 1st wherever the site’s midnight falls in UTC', () => {
    expect(monthStartDay('2026-11-30T23:00:00.000Z').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(monthStartDay('2026-12-01T00:00:00.000Z').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(formatMonthStart('2026-11-30T22:00:00.000Z', 'de')).toBe('1. Dezember 2026');
    expect(formatMonth('2026-10-31T23:00:00.000Z', 'en')).toBe('November 2026');
  });
});
