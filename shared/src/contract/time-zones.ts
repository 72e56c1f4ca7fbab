/**
 * The time zone of each site country (its capital's; one zone for the US, Canada and Australia):
 * where a member's "day" starts, e.g. for the swipe game's daily likes. UTC for other countries.
 */
export const TIME_ZONE_BY_COUNTRY: Record<string, string> = {
  US: 'America/New_York',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  IE: 'Europe/Dublin',
  GB: 'Europe/London',
  CA: 'America/Toronto',
  PL: 'Europe/Warsaw',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  CH: 'Europe/Zurich',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
};

export function timeZoneForCountry(country: string | null | undefined): string {
  return (country && TIME_ZONE_BY_COUNTRY[country.toUpperCase()]) || 'UTC';
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The local calendar day around `now` in a time zone: the instants of its midnight and the next one. */
export function localDay(now: Date, timeZone: string): { start: Date; end: Date } {
  const midnightOf = (instant: number) => {
    const local = instant + offsetAt(timeZone, instant);
    const localMidnight = local - (((local % 86_400_000) + 86_400_000) % 86_400_000);
    // The offset at midnight may differ from the offset now (a DST change that day).
    let start = localMidnight - offsetAt(timeZone, localMidnight);
    start = localMidnight - offsetAt(timeZone, start);
    return start;
  };
  const start = midnightOf(now.getTime());
  // The next local midnight: a day and a bit later, floored again (days of 23 or 25 hours).
  const end = midnightOf(start + 30 * 3_600_000);
  return { start: new Date(start), end: new Date(end) };
}
