/**
 * When the swipe likes come back (`resets_at`, ISO), in the UI language and the member's time zone:
 * weekday, day, month and time, e.g. "Monday, November 23 at 1:00 AM".
 */
export function formatResetTime(resetsAt: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(resetsAt));
}
