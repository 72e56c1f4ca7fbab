import { formatDate } from '@app/shared/i18n/format';

const DAY_MS = 86_400_000;

/**
 * The calendar day a month starts on, from the server's `resets_at`/`since`: the first moment of a
 * month at local midnight in the member's site country, as an instant. That instant lies within a few
 * hours of midnight UTC of the same day (Europe: one to three hours before it), so the nearest UTC
 * midnight is that day wherever the browser is: "1 December" is shown even where the device's own
 * time zone would call the instant 30 November.
 */
export function monthStartDay(iso: string): Date {
  return new Date(Math.round(new Date(iso).getTime() / DAY_MS) * DAY_MS);
}

/** "1 December 2026" in the interface language: the day a month starts (see `monthStartDay`). */
export function formatMonthStart(iso: string, language: string): string {
  return formatDate(monthStartDay(iso), language, { dateStyle: 'long', timeZone: 'UTC' });
}

/** "November 2026": the month that starts at `since`. */
export function formatMonth(since: string, language: string): string {
  return formatDate(monthStartDay(since), language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** An instant with its time of day, in the device's time zone ("28 November 2026, 14:05"). */
export function formatMoment(iso: string, language: string): string {
  return formatDate(new Date(iso), language, { dateStyle: 'long', timeStyle: 'short' });
}
