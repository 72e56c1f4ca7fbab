// @vitest-environment happy-dom
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { DiscountCode, User } from '../contract';
import { testUser } from '../test-support/fixtures';
import { $user, setPushSubscribedSource } from './user';
import { $welcomeDiscount, welcomeDiscountSecondsLeft } from './welcome-discount';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const HOUR = 3_600_000;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function urlOf([input]: FetchArgs): string {
  return input instanceof Request ? input.url : String(input);
}

/** WELCOME25 of member 7 as the server answers it, ending `in` ms from now. */
function welcome(inMs = 72 * HOUR, overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code: 'WELCOME25',
    country: null,
    user_id: 7,
    expires: new Date(Date.now() + inMs).toISOString(),
    value_percentage: 25,
    percentage: 25,
    currency: null,
    minimum_order_value: 0,
    status: 'active',
    validity: 'once-per-user',
    expired: false,
    paymentmethods: [],
    ...overrides,
  };
}

const member = testUser({}, { id: 7 });

let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
let answer: () => Response;
let unsubscribe: (() => void) | undefined;

const welcomeCalls = () =>
  fetchMock.mock.calls.filter((call) => urlOf(call).includes('/api/discountcode.php?welcome=true')).length;

async function loginAndWatch(user: User | null): Promise<void> {
  $user.set(user);
  unsubscribe = $welcomeDiscount.subscribe(() => {});
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  answer = () => json({ discount_code: welcome() });
  fetchMock = vi.fn(async (...args: FetchArgs) => {
    if (urlOf(args).includes('/api/discountcode.php')) return answer();
    if (urlOf(args).includes('/api/user.php')) return json({ user: $user.get() ?? null });
    return json({ error: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unsubscribe?.();
  unsubscribe = undefined;
  cleanStores($welcomeDiscount, $user);
  $user.set(undefined);
  setPushSubscribedSource(() => false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('welcomeDiscountSecondsLeft', () => {
  it('counts whole seconds to the deadline, 0 once over, null without an end', () => {
    expect(welcomeDiscountSecondsLeft({ expires: new Date(NOW + 90_000).toISOString() }, NOW)).toBe(90);
    expect(welcomeDiscountSecondsLeft({ expires: new Date(NOW + 1_500).toISOString() }, NOW)).toBe(2);
    expect(welcomeDiscountSecondsLeft({ expires: new Date(NOW - 1_000).toISOString() }, NOW)).toBe(0);
    expect(welcomeDiscountSecondsLeft({ expires: null }, NOW)).toBeNull();
  });
});

describe('$welcomeDiscount', () => {
  it("loads the member's welcome discount with its deadline", async () => {
    await loginAndWatch(member);
    expect(welcomeCalls()).toBe(1);
    expect($welcomeDiscount.get()).toEqual(welcome());
    expect(welcomeDiscountSecondsLeft($welcomeDiscount.get()!)).toBe(72 * 3_600);
  });

  it('is null when the server answers an error (a member it does not apply to), and asks no more', async () => {
    answer = () => json({ error: 'discount_code_not_found' }, 404);
    await loginAndWatch(member);
    expect($welcomeDiscount.get()).toBeNull();
    // The user refresh (after 5 s, then every 60 s) does not ask again.
    await vi.advanceTimersByTimeAsync(130_000);
    expect(welcomeCalls()).toBe(1);
    expect($welcomeDiscount.get()).toBeNull();
  });

  it('is null when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await loginAndWatch(member);
    await vi.advanceTimersByTimeAsync(30_000);
    expect($welcomeDiscount.get()).toBeNull();
  });

  it('becomes null the instant it expires', async () => {
    answer = () => json({ discount_code: welcome(90_000) });
    await loginAndWatch(member);
    await vi.advanceTimersByTimeAsync(89_999);
    expect($welcomeDiscount.get()?.code).toBe('WELCOME25');
    await vi.advanceTimersByTimeAsync(1);
    expect($welcomeDiscount.get()).toBeNull();
  });

  it('expires on time even when the deadline is further away than one setTimeout can wait', async () => {
    const days40 = 40 * 24 * HOUR;
    setPushSubscribedSource(() => true); // fewer user refreshes to run through 40 days
    answer = () => json({ discount_code: welcome(days40) });
    await loginAndWatch(member);
    await vi.advanceTimersByTimeAsync(days40 - 1);
    expect($welcomeDiscount.get()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect($welcomeDiscount.get()).toBeNull();
  });

  it.each([
    ['already expired', () => welcome(-1_000)],
    ['marked expired', () => welcome(HOUR, { expired: true })],
    ['used', () => welcome(HOUR, { status: 'used' })],
  ])('is null when the answer is %s', async (_case, code) => {
    answer = () => json({ discount_code: code() });
    await loginAndWatch(member);
    expect($welcomeDiscount.get()).toBeNull();
  });

  it('becomes null after the first purchase (paid_user turns true)', async () => {
    await loginAndWatch(member);
    expect($welcomeDiscount.get()).not.toBeNull();
    $user.set({ ...member, credits: 100, paid_user: true });
    expect($welcomeDiscount.get()).toBeNull();
    await vi.advanceTimersByTimeAsync(70_000);
    expect($welcomeDiscount.get()).toBeNull();
    expect(welcomeCalls()).toBe(1);
  });

  it('is null, and asks nothing, for a visitor and for a paying member', async () => {
    await loginAndWatch(null);
    expect($welcomeDiscount.get()).toBeNull();
    $user.set(testUser({ paid_user: true }, { id: 7 }));
    await vi.advanceTimersByTimeAsync(0);
    expect($welcomeDiscount.get()).toBeNull();
    expect(welcomeCalls()).toBe(0);
  });

  it('becomes null on logout', async () => {
    await loginAndWatch(member);
    expect($welcomeDiscount.get()).not.toBeNull();
    $user.set(null);
    expect($welcomeDiscount.get()).toBeNull();
  });

  it('ignores an answer that arrives after the first purchase', async () => {
    let respond: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (respond = resolve)));
    await loginAndWatch(member);
    $user.set({ ...member, paid_user: true });
    respond(json({ discount_code: welcome() }));
    await vi.advanceTimersByTimeAsync(0);
    expect($welcomeDiscount.get()).toBeNull();
  });
});
