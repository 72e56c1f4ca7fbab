import { ApiError } from '@app/shared/api';

/**
 * The message of a complaint refused by the limits of the form (per client address and per member):
 * in how many minutes the visitor may send again, from the server's `retry_after` seconds (a part
 * minute counts as one), as a key of `shell` with its count. Null for any other answer.
 */
export function complaintWaitMessage(error: unknown): { key: string; count: number } | null {
  if (!(error instanceof ApiError) || error.code !== 'rate_limited') return null;
  const seconds = error.body.retry_after;
  if (typeof seconds !== 'number' || !(seconds > 0)) return null;
  return { key: 'complaints.tooMany', count: Math.max(1, Math.ceil(seconds / 60)) };
}
