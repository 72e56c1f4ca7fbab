import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/shared/contract';
import { $timeBonus } from '@app/shared/stores/time-bonus';
import { $user } from '@app/shared/stores/user';
import { testUser } from '@app/shared/test-support/fixtures';
import TimeBonusModal from './time-bonus-modal';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** A member who signed up 10 s ago: 3 h 59 min 50 s of time bonus left. */
const member: User = testUser({ signup_date: new Date(NOW - 10_000).toISOString() });
const expiresAt = new Date(NOW + 14_390_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/api/timebonus.php')) {
        return json({
          time_bonus: { code: 'TIMEBONUS25', percentage: 25, seconds_left: 14_390, expires_at: expiresAt },
        });
      }
      return json({ user: $user.get() ?? null });
    }),
  );
});

afterEach(() => {
  cleanup();
  cleanStores($timeBonus, $user);
  $user.set(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The modal on /members for a member with a running time bonus; `onClose` as the shell would pass it. */
async function renderModal(open: boolean, onClose: () => void = vi.fn()) {
  $user.set(member);
  const router = createMemoryRouter(
    [
      { path: '/members', element: <TimeBonusModal open={open} onClose={onClose} /> },
      { path: '/credits', element: <p>credits page</p> },
    ],
    { initialEntries: ['/members'] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => vi.advanceTimersByTimeAsync(0));
  return router;
}

// The store imports the answer's schema when the answer arrives (off the first script); load it once here.
beforeAll(() => import('@app/shared/contract/auth'));

describe('TimeBonusModal', () => {
  it('shows the percentage and a countdown hh:mm:ss that ticks each second', async () => {
    await renderModal(true);
    expect(screen.getByTestId('time-bonus-modal').closest('dialog')?.open).toBe(true);
    expect(screen.getByText('−25%')).toBeTruthy();
    const countdown = screen.getByRole('timer');
    expect(countdown.textContent).toBe('03:59:50');
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(countdown.textContent).toBe('03:59:49');
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(countdown.textContent).toBe('03:58:49');
  });

  it('shows nothing while closed', async () => {
    await renderModal(false);
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
  });

  it('shows nothing once the bonus is over', async () => {
    await renderModal(true);
    await act(async () => $user.set({ ...member, paid_user: true }));
    expect(screen.queryByTestId('time-bonus-modal')).toBeNull();
  });

  it('its button first closes the modal, then goes to /credits with TIMEBONUS25', async () => {
    const order: string[] = [];
    let router: Awaited<ReturnType<typeof renderModal>> | undefined;
    router = await renderModal(true, () => order.push(`close on ${router!.state.location.pathname}`));
    router.subscribe((state) => order.push(`go to ${state.location.pathname}${state.location.search}`));

    await act(async () => fireEvent.click(screen.getByTestId('time-bonus-take')));
    expect(order).toEqual(['close on /members', 'go to /credits?code=TIMEBONUS25']);
    expect(screen.getByText('credits page')).toBeTruthy();
  });

  it.each([
    ['its close button', () => fireEvent.click(screen.getByRole('button', { name: 'close' }))],
    ['"No thanks"', () => fireEvent.click(screen.getByTestId('time-bonus-no-thanks'))],
    ['Escape', () => fireEvent(screen.getByTestId('time-bonus-modal').closest('dialog')!, new Event('cancel'))],
    ['a backdrop click', () => fireEvent.click(screen.getByTestId('time-bonus-modal').closest('dialog')!)],
  ])('%s closes it and stays on the page', async (_how, act_) => {
    const onClose = vi.fn();
    const router = await renderModal(true, onClose);
    await act(async () => act_());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/members');
  });
});
