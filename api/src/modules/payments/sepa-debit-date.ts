/**
 * When a SEPA CORE debit reaches the member's account: collections settle on TARGET2 business days
 * (Monday to Friday except 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December), so a
 * debit submitted today is debited on or after the next business day. Days are calendar dates,
 * held as UTC midnights.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Easter Sunday of a year (Gregorian calendar, the anonymous algorithm of 1876), as a UTC midnight. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

export function isTargetBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = `${day.getUTCMonth() + 1}-${day.getUTCDate()}`;
  if (['1-1', '5-1', '12-25', '12-26'].includes(monthDay)) return false;
  const easter = easterSunday(day.getUTCFullYear()).getTime();
  return day.getTime() !== easter - 2 * DAY_MS && day.getTime() !== easter + DAY_MS;
}

/** Today's calendar date in a time zone, as a UTC midnight. */
export function calendarDayIn(now: Date, timeZone: string): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

/** The first TARGET2 business day after `day`. */
export function nextBusinessDay(day: Date): Date {
  let next = new Date(day.getTime() + DAY_MS);
  while (!isTargetBusinessDay(next)) next = new Date(next.getTime() + DAY_MS);
  return next;
}
