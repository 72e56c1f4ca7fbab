import type { TimelineItem } from './timeline';

/** Messages of one calendar day (local time), for the day separators. */
export interface DayGroup {
  /** yyyy-mm-dd of the local day. */
  day: string;
  items: TimelineItem[];
}

function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Splits the timeline into days, in order. */
export function groupByDay(items: TimelineItem[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = localDay(item.message.created_at);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** A day separator's text: "Today", "Yesterday" (in the language), else the date. */
export function dayLabel(day: string, language: string, now = new Date()): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const then = new Date(year, month - 1, date);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const daysAgo = Math.round((today.getTime() - then.getTime()) / 86_400_000);
  if (daysAgo === 0 || daysAgo === 1) {
    const text = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-daysAgo, 'day');
    return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
  }
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
  if (then.getFullYear() !== now.getFullYear()) options.year = 'numeric';
  return new Intl.DateTimeFormat(language, options).format(then);
}
