import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { TimeBonus, User } from '../contract';
import { testUser } from '../test-support/fixtures';
import { $timeBonus, formatCountdown } from './time-bonus';
import { $user } from './user';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const HOUR = 3_600_000;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function urlOf([input]: FetchArgs): string {
  return input instanceof Request ? input.url : String(input);
}

/** A member who signed up `ago` ms before now. */
function memberSignedUp(ago: number, overrides: Partial<Omit<User, 'profile'>> = {}): User {
  return testUser({ signup_date: new Date(Date.now() - ago).toISOString(), ...overrides }, { id: 7 });
}

/** The server's answer for a member: the bonus runs 4 hours from sign-up; seconds_left is floored. */
function bonusFor(user: User, serverNow = Date.now()): TimeBonus {
  const expires = Date.parse(user.signup_date) + 14_400_000;
  return {
    code: 'TIMEBONUS25',
    percentage: 25,
    seconds_left: Math.floor((expires - serverNow) / 1000),
    expires_at: new Date(expires).toISOString(),
  };
}

let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
let answer: () => Response;
let unsubscribe: (() => void) | undefined;

const bonusCalls = () => fetchMock.mock.calls.filter((call) => urlOf(call).includes('/api/timebonus.php')).length;

/** Logs `user` in and lets the time bonus load. */
async function loginAndWatch(user: User | null): Promise<void> {
  $user.set(user);
  unsubscribe = $timeBonus.subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  answer = () => json({ time_bonus: null });
  fetchMock = vi.fn(async (...args: FetchArgs) => {
    if (urlOf(args).includes('/api/timebonus.php')) return answer();
    if (urlOf(args).includes('/api/user.php')) return json({ user: $user.get() ?? null });
    return json({ error: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unsubscribe?.();
  unsubscribe = undefined;
  cleanStores($timeBonus, $user);
  $user.set(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [9, '00:00:09'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3_661, '01:01:01'],
    [14_399, '03:59:59'],
    [14_400, '04:00:00'],
    [-5, '00:00:00'],
    [7.9, '00:00:07'],
  ])('%s s is %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('$timeBonus', () => {
  it('loads the bonus when a non-paying member is logged in and counts down each second from the deadline', async () => {
    const member = memberSignedUp(10_000);
    answer = () => json({ time_bonus: bonusFor(member) });
    await loginAndWatch(member);

    expect(bonusCalls()).toBe(1);
    expect($timeBonus.get()).toEqual({
      isVisible: true,
      code: 'TIMEBONUS25',
      percentage: 25,
      secondsLeft: 14_390,
      expiresAt: new Date(NOW + 14_390_000).toISOString(),
    });
    expect(formatCountdown($timeBonus.get()!.secondsLeft)).toBe('03:59:50');

    await vi.advanceTimersByTimeAsync(999);
    expect($timeBonus.get()?.secondsLeft).toBe(14_390);
    await vi.advanceTimersByTimeAsync(1);
    expect($timeBonus.get()?.secondsLeft).toBe(14_389);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(formatCountdown($timeBonus.get()!.secondsLeft)).toBe('03:59:48');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(formatCountdown($timeBonus.get()!.secondsLeft)).toBe('03:58:48');
    expect(bonusCalls()).toBe(1);
  });

  it('counts from the clock, so late timers (a background tab) never make it drift', async () => {
    const member = memberSignedUp(HOUR);
    answer = () => json({ time_bonus: bonusFor(member) });
    await loginAndWatch(member);
    expect($timeBonus.get()?.secondsLeft).toBe(3 * 3_600);

    // The clock moves 10 minutes while no timer fires, then the next tick comes.
    vi.setSystemTime(Date.now() + 600_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect($timeBonus.get()?.secondsLeft).toBe(3 * 3_600 - 601);
  });

  it('keeps to the same deadline on the next page load instead of starting again', async () => {
    const member = memberSignedUp(2 * HOUR);
    answer = () => json({ time_bonus: bonusFor(member) });
    await loginAndWatch(member);
    expect($timeBonus.get()?.secondsLeft).toBe(2 * 3_600);
    const { expiresAt } = $timeBonus.get()!;

    // The member reloads 25 minutes later: the store starts anew and asks the server again.
    unsubscribe?.();
    cleanStores($timeBonus);
    vi.setSystemTime(Date.now() + 25 * 60_000);
    await loginAndWatch({ ...member });
    expect(bonusCalls()).toBe(2);
    expect($timeBonus.get()?.secondsLeft).toBe(2 * 3_600 - 25 * 60);
    expect($timeBonus.get()?.expiresAt).toBe(expiresAt);
  });

  it('counts by the server when the device clock is wrong', async () => {
    const member = memberSignedUp(10_000);
    // The device runs an hour behind the server: by the server, 3 h 59 min 50 s are left at most.
    answer = () => json({ time_bonus: bonusFor(member, NOW + HOUR) });
    await loginAndWatch(member);
    expect($timeBonus.get()?.secondsLeft).toBe(14_390 - 3_600);
    await vi.advanceTimersByTimeAsync(1_000);
    expect($timeBonus.get()?.secondsLeft).toBe(14_389 - 3_600);
  });

  it('becomes null at zero and stays so', async () => {
    const member = memberSignedUp(14_400_000 - 3_000);
    answer = () => json({ time_bonus: bonusFor(member) });
    await loginAndWatch(member);
    expect($timeBonus.get()?.secondsLeft).toBe(3);
    expect(formatCountdown(3)).toBe('00:00:03');

    await vi.advanceTimersByTimeAsync(2_000);
    expect($timeBonus.get()?.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect($timeBonus.get()?.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect($timeBonus.get()).toBeNull();

    // The user refresh (first after 5 s, then every 60 s) asks nothing again.
    await vi.advanceTimersByTimeAsync(120_000);
    expect($timeBonus.get()).toBeNull();
    expect(bonusCalls()).toBe(1);
  });

  it('ends with the 4-hour window even when the answer runs longer', async () => {
    const member = memberSignedUp(14_400_000 - 5_000);
    const late = new Date(NOW + 24 * HOUR).toISOString();
    answer = () => json({ time_bonus: { ...bonusFor(member), expires_at: late, seconds_left: 24 * 3_600 } });
    await loginAndWatch(member);
    expect($timeBonus.get()?.secondsLeft).toBe(5);
    await vi.advanceTimersByTimeAsync(5_000);
    expect($timeBonus.get()).toBeNull();
  });

  it('does not ask for a member whose window ended long ago, nor show a bonus after the window', async () => {
    await loginAndWatch(memberSignedUp(14_400_000 + 25 * HOUR));
    expect(bonusCalls()).toBe(0);
    expect($timeBonus.get()).toBeNull();
  });

  it('is null when the server offers none', async () => {
    await loginAndWatch(memberSignedUp(10_000));
    expect(bonusCalls()).toBe(1);
    expect($timeBonus.get()).toBeNull();
  });

  it('is null, and asks nothing, for a visitor', async () => {
    await loginAndWatch(null);
    expect(bonusCalls()).toBe(0);
    expect($timeBonus.get()).toBeNull();
  });

  it('is null, and asks nothing, for a paying member', async () => {
    await loginAndWatch(memberSignedUp(10_000, { paid_user: true }));
    expect(bonusCalls()).toBe(0);
    expect($timeBonus.get()).toBeNull();
  });

  it('becomes null when the member becomes a paying member (first purchase)', async () => {
    const member = memberSignedUp(10_000);
    answer = () => json({ time_bonus: bonusFor(member) });
    await loginAndWatch(member);
    expect($timeBonus.get()).not.toBeNull();

    $user.set({ ...member, credits: 100, paid_user: true });
    expect($timeBonus.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(10_000);
    expect($timeBonus.get()).toBeNull();
    expect(bonusCalls()).toBe(1);
  });

  it('becomes null on logout, and loads again for the next login', async () => {
    const member = memberSignedUp(10_000);
    answer = () => json({ time_bonus: bonusFor(member) });
    await loginAndWatch(member);
    expect($timeBonus.get()).not.toBeNull();

    $user.set(null);
    expect($timeBonus.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(3_000);
    expect($timeBonus.get()).toBeNull();

    $user.set(member);
    await vi.advanceTimersByTimeAsync(0);
    expect(bonusCalls()).toBe(2);
    expect($timeBonus.get()?.secondsLeft).toBe(14_387);
  });

  it('ignores an answer that arrives after the logout', async () => {
    const member = memberSignedUp(10_000);
    let respond: (response: Response) => void = () => undefined;
    answer = () => json({});
    fetchMock.mockImplementation(() => new Promise((resolve) => (respond = resolve)));
    await loginAndWatch(member);
    $user.set(null);
    respond(json({ time_bonus: bonusFor(member) }));
    await vi.advanceTimersByTimeAsync(0);
    expect($timeBonus.get()).toBeNull();
  });

  it('is null when the call fails', async () => {
    answer = () => json({ error: 'internal_error' }, 400);
    await loginAndWatch(memberSignedUp(10_000));
    expect($timeBonus.get()).toBeNull();
  });

  it('does not ask again on every refresh of the user', async () => {
    const member = memberSignedUp(10_000);
    answer = () => json({ time_bonus: bonusFor(member) });
    await loginAndWatch(member);
    $user.set({ ...member, credits: 0 });
    $user.set({ ...member });
    await vi.advanceTimersByTimeAsync(0);
    expect(bonusCalls()).toBe(1);
  });
});
