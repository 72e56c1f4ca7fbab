import {
  SIGNUP_LIMIT_WINDOW_SECONDS,
  SIGNUPS_PER_ADDRESS_ALL_FACTOR,
} from '@app/shared/contract/signup-limit-constants';

/** The sign-up limit per client address (ADR 0028). */
export interface SignupLimit {
  /** Unconfirmed and failed sign-ups an address may make in the window. */
  unconfirmed: number;
  /** All sign-ups, confirmed ones included, an address may make in the window. */
  all: number;
  windowSeconds: number;
}

/** One sign-up of an address in the window. */
export interface SignupAttempt {
  createdAt: Date;
  /** The new member has confirmed the email address; false for an unconfirmed or failed sign-up. */
  confirmed: boolean;
}

/** The limit for SIGNUPS_PER_ADDRESS_PER_HOUR unconfirmed sign-ups. */
export function signupLimit(unconfirmedPerHour: number): SignupLimit {
  return {
    unconfirmed: unconfirmedPerHour,
    all: unconfirmedPerHour * SIGNUPS_PER_ADDRESS_ALL_FACTOR,
    windowSeconds: SIGNUP_LIMIT_WINDOW_SECONDS,
  };
}

/**
 * Milliseconds until fewer than `max` of the times (oldest first) are in the window: when the one
 * that brings the count below `max` leaves it. 0 when there is room now.
 */
function waitBelow(times: number[], max: number, windowMs: number, now: number): number {
  if (times.length < max) return 0;
  return Math.max(0, times[times.length - max]! + windowMs - now);
}

/**
 * Whether an address may sign up again, from its sign-ups in the sliding window (oldest first): 0
 * when it may, else the whole seconds until it may (at least 1). Unconfirmed and failed sign-ups count
 * toward both limits, confirmed ones only toward the higher one.
 */
export function signupWaitSeconds(attempts: SignupAttempt[], limit: SignupLimit, now: Date): number {
  const windowMs = limit.windowSeconds * 1000;
  const at = now.getTime();
  const inWindow = attempts.filter((attempt) => attempt.createdAt.getTime() > at - windowMs);
  const all = inWindow.map((attempt) => attempt.createdAt.getTime());
  const unconfirmed = inWindow.filter((attempt) => !attempt.confirmed).map((attempt) => attempt.createdAt.getTime());
  const waitMs = Math.max(
    waitBelow(unconfirmed, limit.unconfirmed, windowMs, at),
    waitBelow(all, limit.all, windowMs, at),
  );
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
}
