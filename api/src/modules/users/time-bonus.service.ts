import { TIME_BONUS, type TimeBonus } from '@app/shared/contract';
import type { CurrentUser } from '../auth';

/**
 * The time bonus of spec sections 4 and 9: only for a logged-in, non-paying member whose sign-up was
 * less than 14400 s ago.
 */
export function timeBonusFor(user: CurrentUser | null, now = new Date()): TimeBonus | null {
  if (!user || user.paid_user) return null;
  const expiresAt = new Date(user.signup_date).getTime() + TIME_BONUS.windowSeconds * 1000;
  const secondsLeft = Math.floor((expiresAt - now.getTime()) / 1000);
  if (secondsLeft <= 0) return null;
  return {
    code: TIME_BONUS.code,
    percentage: TIME_BONUS.percentage,
    seconds_left: Math.min(secondsLeft, TIME_BONUS.windowSeconds),
    expires_at: new Date(expiresAt).toISOString(),
  };
}
