import { describe, expect, it } from 'vitest';
import { calendarDayIn, easterSunday, isTargetBusinessDay, nextBusinessDay } from './sepa-debit-date';

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const text = (date: Date) => date.toISOString().slice(0, 10);

describe('SEPA debit dates', () => {
  it('knows Easter', () => {
    expect(text(easterSunday(2024))).toBe('2024-03-31');
    expect(text(easterSunday(2025))).toBe('2025-04-20');
    expect(text(easterSunday(2026))).toBe('2026-04-05');
    expect(text(easterSunday(2038))).toBe('2038-04-25');
  });

  it('closes on weekends and the TARGET2 holidays only', () => {
    for (const closed of [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-12-25',
      '2026-12-26',
      '2026-06-13',
    ]) {
      expect(isTargetBusinessDay(day(closed)), closed).toBe(false);
    }
    // Ascension, Whit Monday, German Unity Day and Christmas Eve are business days of TARGET2.
    for (const open of ['2026-05-14', '2026-05-25', '2025-10-03', '2026-12-24', '2026-06-15']) {
      expect(isTargetBusinessDay(day(open)), open).toBe(true);
    }
  });

  it('debits on the next business day', () => {
    expect(text(nextBusinessDay(day('2026-06-15')))).toBe('2026-06-16');
    expect(text(nextBusinessDay(day('2026-06-12')))).toBe('2026-06-15');
    expect(text(nextBusinessDay(day('2026-04-02')))).toBe('2026-04-07');
    expect(text(nextBusinessDay(day('2026-12-24')))).toBe('2026-12-28');
    expect(text(nextBusinessDay(day('2026-12-31')))).toBe('2027-01-04');
  });

  it('takes today in the member’s time zone', () => {
    const lateEvening = new Date('2026-06-15T22:30:00Z');
    expect(text(calendarDayIn(lateEvening, 'Europe/Berlin'))).toBe('2026-06-16');
    expect(text(calendarDayIn(lateEvening, 'Europe/London'))).toBe('2026-06-15');
  });
});
