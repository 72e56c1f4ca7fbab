import { describe, expect, it } from 'vitest';
import { signupLimit, signupWaitSeconds, type SignupAttempt } from './signup-limit';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (minutes: number, confirmed = false): SignupAttempt => ({
  createdAt: new Date(now.getTime() - minutes * 60_000),
  confirmed,
});

describe('signupWaitSeconds', () => {
  const limit = signupLimit(2);

  it('lets an address with room sign up', () => {
    expect(signupWaitSeconds([minutesAgo(5)], limit, now)).toBe(0);
  });

  it('waits until the unconfirmed sign-up that makes room leaves the hour', () => {
    expect(signupWaitSeconds([minutesAgo(50), minutesAgo(20)], limit, now)).toBe(10 * 60);
    expect(signupWaitSeconds([minutesAgo(50), minutesAgo(40), minutesAgo(20)], limit, now)).toBe(20 * 60);
  });

  it('does not count confirmed sign-ups toward the unconfirmed limit, only toward the ceiling', () => {
    const confirmed = (count: number) => Array.from({ length: count }, (_, index) => minutesAgo(59 - index, true));
    expect(signupWaitSeconds([...confirmed(8), minutesAgo(1)], limit, now)).toBe(0);
    // Ten in all (five times the limit): the oldest, 59 minutes ago, makes room in a minute.
    expect(signupWaitSeconds([...confirmed(9), minutesAgo(1)], limit, now)).toBe(60);
    expect(signupWaitSeconds(confirmed(10), limit, now)).toBe(60);
  });

  it('ignores sign-ups older than the window and waits at least a second', () => {
    expect(signupWaitSeconds([minutesAgo(61), minutesAgo(60), minutesAgo(1)], limit, now)).toBe(0);
    const almost = { createdAt: new Date(now.getTime() - 3_599_900), confirmed: false };
    expect(signupWaitSeconds([almost, minutesAgo(1)], limit, now)).toBe(1);
  });
});
