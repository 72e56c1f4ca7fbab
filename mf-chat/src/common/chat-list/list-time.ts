import { formatDate } from '@app/shared/i18n/format';

const DAY_MS = 86_400_000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When a conversation's last message came, as a chat list says it in the member's language: the time
 * of day today, the weekday within the last week, else the date (with the year when not this one).
 */
export function listTime(iso: string, language: string, now = new Date()): string {
  const then = new Date(iso);
  const daysAgo = Math.round((startOfDay(now) - startOfDay(then)) / DAY_MS);
  if (daysAgo <= 0) return formatDate(then, language, { hour: '2-digit', minute: '2-digit' });
  if (daysAgo < 7) return formatDate(then, language, { weekday: 'short' });
  if (then.getFullYear() === now.getFullYear()) return formatDate(then, language, { day: 'numeric', month: 'short' });
  return formatDate(then, language, { dateStyle: 'short' });
}

/** The full date and time, for the title of the short form. */
export function fullTime(iso: string, language: string): string {
  return formatDate(new Date(iso), language, { dateStyle: 'full', timeStyle: 'short' });
}
