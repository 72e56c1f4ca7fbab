import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { RouteObject } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/shared/contract';
import { testProfile, testUser } from '@app/shared/test-support/fixtures';

const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
/** A new member: signed up 10 s ago, no credits, a time bonus running. */
const newMember: User = testUser({ credits: 0, signup_date: new Date(NOW - 10_000).toISOString() });

/** Stands in for mf-payments' modal: shown while `open`, its button closes it. */
function FakeTimeBonusModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <div>
      <p>time bonus modal</p>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}

let timeBonusAnswer: unknown;
/** Who GET /api/user.php answers (the user refresh runs after 5 s). */
let serverUser: User | null;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/**
 * The host at `url` among routes named as the shell names them; /chats sits in another layout
 * (another component around the host), as in the shell.
 */
async function renderHost(url: string, user: User | null = newMember) {
  vi.resetModules();
  const { TimeBonusModalHost } = await import('./time-bonus-modal-host');
  // The router's contexts come from the same fresh module instances as the component's.
  const { createMemoryRouter, RouterProvider } = await import('@app/shared/router');
  const { $user } = await import('@app/shared/stores/user');
  const dismissals = await import('../../stores/dismissals');
  const matchModal = await import('@app/shared/stores/match-modal');
  const DefaultLayout = () => <TimeBonusModalHost />;
  const ChatLayout = () => <TimeBonusModalHost />;
  const route = (path: string, routeName: string, chat = false): RouteObject => ({
    path,
    element: chat ? <ChatLayout /> : <DefaultLayout />,
    handle: { routeName, layout: chat ? 'chat' : 'default', owner: 'test' },
  });
  const router = createMemoryRouter(
    [
      route('/members', 'members'),
      route('/members/:id', 'members-id'),
      route('/likes', 'likes'),
      route('/premium', 'premium'),
      route('/profile', 'profile'),
      route('/credits', 'credits'),
      route('/chats', 'chats', true),
      route('/chats/:id', 'chats-id', true),
      { path: '/landers/video', element: <p>lander</p>, handle: { routeName: 'landers-video', layout: 'lander' } },
    ],
    { initialEntries: [url] },
  );
  serverUser = user;
  $user.set(user);
  render(<RouterProvider router={router} />);
  await act(async () => vi.advanceTimersByTimeAsync(0));
  return { $user, router, ...dismissals, ...matchModal };
}

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const modalShown = () => screen.queryByText('time bonus modal') !== null;
const bonusRequests = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/timebonus.php'))
    .length;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  localStorage.clear();
  timeBonusAnswer = {
    time_bonus: {
      code: 'TIMEBONUS25',
      percentage: 25,
      seconds_left: 14_390,
      expires_at: new Date(NOW + 14_390_000).toISOString(),
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/timebonus.php')) return json(timeBonusAnswer);
      return json({ user: serverUser });
    }),
  );
  loadRemote.mockReset().mockResolvedValue({ default: FakeTimeBonusModal });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TimeBonusModalHost', () => {
  it('opens exactly 40 s after a member enters the members area, and only then loads the remote', async () => {
    const { TIME_BONUS_ASK_AFTER_MS } = await import('./time-bonus-modal-host');
    await renderHost('/members');
    // The first page asks no time bonus: its requests end before its largest paint (issue 14).
    await advance(TIME_BONUS_ASK_AFTER_MS - 1);
    expect(bonusRequests()).toBe(0);
    await advance(1);
    expect(bonusRequests()).toBe(1);
    await advance(39_999 - TIME_BONUS_ASK_AFTER_MS);
    expect(modalShown()).toBe(false);
    expect(loadRemote).not.toHaveBeenCalled();
    await advance(1);
    expect(modalShown()).toBe(true);
    expect(bonusRequests()).toBe(1);
    expect(loadRemote).toHaveBeenCalledWith('mf_payments/TimeBonusModal');
  });

  it.each(['/members/42', '/likes', '/premium', '/chats'])('opens after 40 s on %s', async (url) => {
    await renderHost(url);
    await advance(40_000);
    expect(modalShown()).toBe(true);
  });

  it.each(['/profile', '/credits', '/chats/5'])('does not open outside the members area (%s)', async (url) => {
    await renderHost(url);
    await advance(120_000);
    expect(modalShown()).toBe(false);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('does not open with credits', async () => {
    await renderHost('/members', { ...newMember, credits: 5 });
    await advance(120_000);
    expect(modalShown()).toBe(false);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('does not open when dismissed before', async () => {
    localStorage.setItem('dismissals', JSON.stringify({ timeBonusModal: NOW - 86_400_000 }));
    await renderHost('/members');
    await advance(120_000);
    expect(modalShown()).toBe(false);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('does not open without a time bonus (a paying member, or after the window)', async () => {
    timeBonusAnswer = { time_bonus: null };
    await renderHost('/members');
    await advance(120_000);
    expect(modalShown()).toBe(false);
  });

  it('does not open for a visitor', async () => {
    await renderHost('/members', null);
    await advance(120_000);
    expect(modalShown()).toBe(false);
  });

  it('starts the 40 s again when the member leaves the members area and comes back', async () => {
    const { router } = await renderHost('/members');
    await advance(30_000);
    await act(async () => router.navigate('/profile'));
    await advance(15_000);
    expect(modalShown()).toBe(false);
    await act(async () => router.navigate('/members'));
    await advance(39_999);
    expect(modalShown()).toBe(false);
    await advance(1);
    expect(modalShown()).toBe(true);
  });

  it('keeps counting while the member moves inside the members area, across layouts', async () => {
    const { router } = await renderHost('/members');
    await advance(10_000);
    await act(async () => router.navigate('/members/42'));
    await advance(10_000);
    await act(async () => router.navigate('/chats'));
    await advance(10_000);
    await act(async () => router.navigate('/likes'));
    await advance(9_999);
    expect(modalShown()).toBe(false);
    await advance(1);
    expect(modalShown()).toBe(true);
  });

  it('counts a page without the host (a lander) as leaving the members area', async () => {
    const { router } = await renderHost('/members');
    await advance(30_000);
    await act(async () => router.navigate('/landers/video'));
    await advance(5_000);
    await act(async () => router.navigate('/members'));
    await advance(39_999);
    expect(modalShown()).toBe(false);
    await advance(1);
    expect(modalShown()).toBe(true);
  });

  it('counts from the login when a visitor logs in on a members page', async () => {
    const { $user } = await renderHost('/members', null);
    await advance(30_000);
    serverUser = newMember;
    await act(async () => $user.set(newMember));
    await advance(39_999);
    expect(modalShown()).toBe(false);
    await advance(1);
    expect(modalShown()).toBe(true);
  });

  it('closing stores a timestamped dismissal, and it never opens again', async () => {
    const { $dismissals, router } = await renderHost('/members');
    await advance(40_000);
    vi.setSystemTime(NOW + 41_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'close' })));
    expect(modalShown()).toBe(false);
    expect($dismissals.get().timeBonusModal).toBe(NOW + 41_000);
    expect(JSON.parse(localStorage.getItem('dismissals')!)).toEqual({ timeBonusModal: NOW + 41_000 });

    await act(async () => router.navigate('/profile'));
    await act(async () => router.navigate('/members'));
    await advance(120_000);
    expect(modalShown()).toBe(false);
  });

  it('closes, without a dismissal, when the bonus ends while it is open (first purchase elsewhere)', async () => {
    const { $user, $dismissals } = await renderHost('/members');
    await advance(40_000);
    expect(modalShown()).toBe(true);
    serverUser = { ...newMember, credits: 100, paid_user: true };
    await act(async () => $user.set(serverUser));
    expect(modalShown()).toBe(false);
    expect($dismissals.get().timeBonusModal).toBeUndefined();
  });

  it('waits for the match modal to close', async () => {
    const { openMatchModal, closeMatchModal } = await renderHost('/members');
    await act(async () => openMatchModal(testProfile(42)));
    await advance(60_000);
    expect(modalShown()).toBe(false);
    await act(async () => closeMatchModal());
    await advance(0);
    expect(modalShown()).toBe(true);
  });
});
