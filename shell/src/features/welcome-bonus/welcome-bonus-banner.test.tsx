import { act, cleanup, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { i18n } from '@app/shared/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscountCode, User } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { $welcomeDiscount } from '@app/shared/stores/welcome-discount';
import { testUser } from '@app/shared/test-support/fixtures';
import en from '../../locales/en.json';
import { WelcomeBonusBanner } from './welcome-bonus-banner';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const HOUR = 3_600_000;
const member: User = testUser();

function welcome(inMs: number): DiscountCode {
  return {
    code: 'WELCOME25',
    country: null,
    user_id: 1,
    expires: new Date(NOW + inMs).toISOString(),
    value_percentage: 25,
    percentage: 25,
    currency: null,
    minimum_order_value: 0,
    status: 'active',
    validity: 'once-per-user',
    expired: false,
    paymentmethods: [],
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let discountAnswer: () => Response;
let serverUser: User | null;

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { shell: en } } });
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  discountAnswer = () => json({ discount_code: welcome(72 * HOUR) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/discountcode.php')) return discountAnswer();
      return json({ user: serverUser });
    }),
  );
});

afterEach(async () => {
  cleanup();
  // Stores stop a moment after their last listener leaves (the banner's clock among them).
  await vi.advanceTimersByTimeAsync(1_100);
  cleanStores($welcomeDiscount, $user);
  $user.set(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderBanner(url: string, user: User | null = member) {
  serverUser = user;
  $user.set(user);
  const route = (path: string, routeName: string) => ({
    path,
    element: (
      // The banner area of the default layout.
      <div id="banners" aria-live="polite">
        <WelcomeBonusBanner />
      </div>
    ),
    handle: { routeName, layout: 'default', owner: 'test' },
  });
  const router = createMemoryRouter(
    [
      route('/members', 'members'),
      route('/credits', 'credits'),
      route('/credits/:id/:paymentmethod?', 'credits-id-paymentmethod'),
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => vi.advanceTimersByTimeAsync(0));
  return router;
}

/** The deadline as the banner writes it in English, in this machine's time zone. */
const deadline = (inMs: number) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(NOW + inMs);

const banner = () => screen.queryByTestId('welcome-bonus-banner');
/** The text assistive technology gets: everything but what is hidden from it. */
function accessibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

// The store imports the answer's schema when the answer arrives (off the first script); load it once here.
beforeAll(() => import('@app/shared/contract/discount-codes'));

describe('WelcomeBonusBanner', () => {
  it("shows a new member's welcome discount, its deadline and a link to /credits with the code", async () => {
    await renderBanner('/members');
    expect(banner()?.textContent).toContain('Welcome gift: 25% off your first credits');
    expect(banner()?.textContent).toContain(`Valid until ${deadline(72 * HOUR)}`);
    expect(screen.getByTestId('welcome-bonus-left').textContent).toBe('(3 days left)');
    expect(screen.getByRole('link', { name: 'Get my discount' }).getAttribute('href')).toBe('/credits?code=WELCOME25');
    expect(screen.getByRole('region', { name: 'Welcome gift' })).toBe(banner());
  });

  it('counts the last day down as hh:mm:ss, outside the accessible text of the live region', async () => {
    discountAnswer = () => json({ discount_code: welcome(5 * HOUR) });
    await renderBanner('/members');
    const left = screen.getByTestId('welcome-bonus-left');
    expect(left.textContent).toBe('(05:00:00 left)');
    expect(left.closest('[aria-hidden="true"]')).toBe(left);
    const spoken = accessibleText(banner()!);
    expect(spoken).toContain(`Valid until ${deadline(5 * HOUR)}`);

    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(left.textContent).toBe('(04:59:59 left)');
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(left.textContent).toBe('(04:58:59 left)');
    expect(accessibleText(banner()!)).toBe(spoken);
  });

  it('disappears when the discount expires', async () => {
    discountAnswer = () => json({ discount_code: welcome(3_000) });
    await renderBanner('/members');
    expect(screen.getByTestId('welcome-bonus-left').textContent).toBe('(00:00:03 left)');
    await act(async () => vi.advanceTimersByTimeAsync(2_999));
    expect(banner()).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(banner()).toBeNull();
  });

  it('disappears after the first purchase', async () => {
    await renderBanner('/members');
    expect(banner()).not.toBeNull();
    serverUser = { ...member, credits: 100, paid_user: true };
    await act(async () => $user.set(serverUser));
    expect(banner()).toBeNull();
  });

  it.each(['/credits', '/credits/2/ideal'])('is hidden on %s', async (url) => {
    await renderBanner(url);
    expect($welcomeDiscount.get()).not.toBeNull();
    expect(banner()).toBeNull();
  });

  it('comes back when the member leaves /credits', async () => {
    const router = await renderBanner('/credits');
    expect(banner()).toBeNull();
    await act(async () => router.navigate('/members'));
    expect(banner()).not.toBeNull();
  });

  it('shows nothing when the member has no welcome discount (the server answers an error)', async () => {
    discountAnswer = () => json({ error: 'discount_code_not_found' }, 404);
    await renderBanner('/members');
    expect(banner()).toBeNull();
  });

  it('shows nothing to a visitor or a paying member', async () => {
    await renderBanner('/members', null);
    expect(banner()).toBeNull();
    cleanup();
    await renderBanner('/members', testUser({ paid_user: true }));
    expect(banner()).toBeNull();
  });
});
