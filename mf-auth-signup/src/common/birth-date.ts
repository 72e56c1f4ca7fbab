import { MINIMUM_AGE } from '@app/shared/contract';

/** The latest date of birth allowed today (MINIMUM_AGE years ago) as YYYY-MM-DD, for a date input's `max`. */
export function latestBirthDate(today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}
