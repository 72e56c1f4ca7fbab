import { describe, expect, it } from 'vitest';
import { cleanPhone, creditsBadgeVariant, termsVersionDate } from './rules';

const FLOOR = '2023-12-01T12:00:00.000Z';

describe('termsVersionDate', () => {
  it('is the floor when the company was added earlier', () => {
    expect(termsVersionDate('2020-05-01T00:00:00Z').toISOString()).toBe(FLOOR);
    expect(termsVersionDate('2023-12-01T11:59:59Z').toISOString()).toBe(FLOOR);
  });

  it('is the floor when the added date is missing', () => {
    expect(termsVersionDate(null).toISOString()).toBe(FLOOR);
    expect(termsVersionDate(undefined).toISOString()).toBe(FLOOR);
    expect(termsVersionDate('').toISOString()).toBe(FLOOR);
  });

  it('is the floor when the added date is not a date', () => {
    expect(termsVersionDate('not a date').toISOString()).toBe(FLOOR);
  });

  it('is the floor when the company was added at the floor itself', () => {
    expect(termsVersionDate('2023-12-01T12:00:00Z').toISOString()).toBe(FLOOR);
  });

  it('is the added date when that is later', () => {
    expect(termsVersionDate('2024-03-15T08:30:00Z').toISOString()).toBe('2024-03-15T08:30:00.000Z');
    expect(termsVersionDate('2023-12-01T12:00:01Z').toISOString()).toBe('2023-12-01T12:00:01.000Z');
  });
});

describe('cleanPhone', () => {
  it('removes dashes and spaces', () => {
    expect(cleanPhone('+31 20-123 45 67')).toBe('+31201234567');
    expect(cleanPhone('020-1234567')).toBe('0201234567');
  });

  it('leaves a clean number alone', () => {
    expect(cleanPhone('+31201234567')).toBe('+31201234567');
  });
});

describe('creditsBadgeVariant', () => {
  it('shows no badge above 10 credits', () => {
    expect(creditsBadgeVariant(11)).toBeNull();
    expect(creditsBadgeVariant(500)).toBeNull();
  });

  it('warns from 10 credits down to 1', () => {
    expect(creditsBadgeVariant(10)).toBe('warning');
    expect(creditsBadgeVariant(5)).toBe('warning');
    expect(creditsBadgeVariant(1)).toBe('warning');
  });

  it('shows danger at 0 credits', () => {
    expect(creditsBadgeVariant(0)).toBe('danger');
  });
});
