import { atom } from 'nanostores';
import { api } from '@app/shared/api';
import type { z } from 'zod';
import type { TimeBonus, TimeBonusResponseSchema } from '../contract/auth';
import { TIME_BONUS } from '../contract/constants';
import type { User } from '../contract/user';
import { followNonPayingMember } from './follow-non-paying-member';

/** The answer as the server sends it, held to its schema by the server (ADR 0020). */
type TimeBonusResponse = z.output<typeof TimeBonusResponseSchema>;

/** The member's running time bonus (spec sections 3, 4 and 9), as pages and the time-bonus modal show it. */
export interface TimeBonusState {
  /** Always true while the bonus runs: the store is null when there is nothing to show. */
  isVisible: boolean;
  code: string;
  percentage: number;
  /** Whole seconds until the deadline, counted from the clock on every tick (never below 1). */
  secondsLeft: number;
  /** The deadline (ISO): the server's `expires_at`, or the end of the 4-hour window when that is sooner. */
  expiresAt: string;
}

/**
 * The time bonus: loaded from GET /api/timebonus.php while a non-paying member is logged in, counting
 * down each second; null for a visitor, a paying member, at zero and after the window.
 */
export const $timeBonus = atom<TimeBonusState | null>(null);

/** `hh:mm:ss`, two digits each (spec section 4). */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`;
}

/**
 * When the device clock and the server's disagree by more than this, the deadline is placed by the
 * server's `seconds_left` instead of the device clock (a phone set an hour wrong still counts right).
 */
const CLOCK_SKEW_TOLERANCE_MS = 5_000;
/**
 * A member whose window ended longer ago than this by the device clock asks the server nothing: no
 * request on every page for established members, whatever a plausible clock error.
 */
const SURELY_OVER_MS = 24 * 3_600_000;

let timer: ReturnType<typeof setTimeout> | undefined;
/** The deadline on the device clock (ms), and what the store shows besides the seconds. */
let deadline = 0;
let running: Omit<TimeBonusState, 'secondsLeft'> | null = null;

function clear(): void {
  clearTimeout(timer);
  timer = undefined;
  running = null;
  if ($timeBonus.get() !== null) $timeBonus.set(null);
}

/** Sets the seconds left from the clock, then waits for the next whole second before the deadline. */
function tick(): void {
  const msLeft = deadline - Date.now();
  const secondsLeft = Math.ceil(msLeft / 1000);
  if (!running || secondsLeft <= 0) return clear();
  const current = $timeBonus.get();
  if (current?.secondsLeft !== secondsLeft || current.expiresAt !== running.expiresAt) {
    $timeBonus.set({ ...running, secondsLeft });
  }
  // At most TIME_BONUS.tickMs, aligned to the deadline so each tick lands on a change of the second.
  timer = setTimeout(tick, ((msLeft - 1) % TIME_BONUS.tickMs) + 1);
}

function start(bonus: TimeBonus, user: User, receivedAt: number): void {
  const expires = Date.parse(bonus.expires_at);
  const windowEnd = Date.parse(user.signup_date) + TIME_BONUS.windowSeconds * 1000;
  if (Number.isNaN(expires)) return clear();
  // The server's clock minus the device's, as far as the (floored) seconds_left tells.
  const skew = expires - bonus.seconds_left * 1000 - receivedAt;
  const offset = Math.abs(skew) > CLOCK_SKEW_TOLERANCE_MS ? skew : 0;
  const end = Number.isNaN(windowEnd) ? expires : Math.min(expires, windowEnd);
  clearTimeout(timer);
  deadline = end - offset;
  running = { isVisible: true, code: bonus.code, percentage: bonus.percentage, expiresAt: new Date(end).toISOString() };
  tick();
}

followNonPayingMember($timeBonus, {
  // A member whose window surely ended asks nothing.
  wanted: (member) => Date.parse(member.signup_date) + TIME_BONUS.windowSeconds * 1000 >= Date.now() - SURELY_OVER_MS,
  // The server holds its answer to the contract's schema (ADR 0020): no zod in the browser for it.
  load: () => api<TimeBonusResponse>('/api/timebonus.php'),
  show: (answer, member) => {
    if (!answer?.time_bonus) return clear();
    start(answer.time_bonus, member, Date.now());
  },
  clear,
  // Nothing to show for now; the next refresh of the user asks again.
  retryAfterError: true,
});
