import type { Db } from '../../db/database';
import { latestLoginAttempts } from './login-attempt.repository';

/** Spec section 4: after 5 wrong passwords within 15 minutes, login is refused for 15 minutes. */
export const LOGIN_LOCKOUT = { maxFailures: 5, windowMinutes: 15, blockMinutes: 15 } as const;

const MINUTE_MS = 60_000;

/**
 * Minutes an email stays blocked (rounded up), 0 when it is not. Counts the failed attempts since the
 * last successful one; refused attempts are not recorded, so a block ends on time.
 */
export async function lockoutMinutesLeft(db: Db, siteId: number, emailNormalized: string, now: Date): Promise<number> {
  const { maxFailures, windowMinutes, blockMinutes } = LOGIN_LOCKOUT;
  const since = new Date(now.getTime() - (windowMinutes + blockMinutes) * MINUTE_MS);
  const attempts = await latestLoginAttempts(db, siteId, emailNormalized, since, maxFailures);
  if (attempts.length < maxFailures || attempts.some((attempt) => attempt.succeeded)) return 0;
  const newest = new Date(attempts[0]!.created_at).getTime();
  const oldest = new Date(attempts[maxFailures - 1]!.created_at).getTime();
  if (newest - oldest > windowMinutes * MINUTE_MS) return 0;
  const blockedUntil = newest + blockMinutes * MINUTE_MS;
  return blockedUntil > now.getTime() ? Math.ceil((blockedUntil - now.getTime()) / MINUTE_MS) : 0;
}
