import { localDay } from '@app/shared/contract';

const DAY_MS = 86_400_000;

/** The calendar date of an instant in a time zone. */
function localDateOf(instant: number, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month'), day: value('day') };
}

/** The instant the first day of a month (month 1-12; 13 is next year's January) starts in a time zone. */
function firstMoment(year: number, month: number, timeZone: string): Date {
  // Noon UTC on the 1st is on the 1st, or one day off, in every zone (offsets are within ±14 h).
  let instant = Date.UTC(year, month - 1, 1, 12);
  const local = localDateOf(instant, timeZone);
  if (local.day !== 1) instant += local.day > 15 ? DAY_MS : -DAY_MS;
  return localDay(new Date(instant), timeZone).start;
}

/**
 * The calendar month around `now` in a time zone: the instant its first day starts and the instant
 * the next month's does (when the month's spending starts again at 0).
 */
export function localMonth(now: Date, timeZone: string): { start: Date; end: Date } {
  const { year, month } = localDateOf(now.getTime(), timeZone);
  return { start: firstMoment(year, month, timeZone), end: firstMoment(year, month + 1, timeZone) };
}
