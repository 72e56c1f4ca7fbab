import { ApiError } from '@app/shared/api';

/**
 * The message of a sign-up refused by the limit per client address (ADR 0028), for every sign-up form
 * (the sign-up pages and the landers'): in how many minutes the visitor may try again, from the
 * server's `retry_after` seconds (a part minute counts as one), as a key of `common` with its count.
 * Null for any other answer.
 */
export function signupWaitMessage(error: unknown): { key: string; count: number } | null {
  if (!(error instanceof ApiError) || error.code !== 'rate_limited') return null;
  const seconds = error.body.retry_after;
  if (typeof seconds !== 'number' || !(seconds > 0)) return null;
  return { key: 'errors.signup_rate_limited', count: Math.max(1, Math.ceil(seconds / 60)) };
}
