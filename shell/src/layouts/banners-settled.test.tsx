import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/shared/contract';

const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

async function renderWith(user: User | null) {
  vi.resetModules();
  const { $user } = await import('@app/shared/stores/user');
  $user.set(user);
  const { useBannersSettled, BANNERS_WAIT_MS } = await import('./banners-settled');
  function Probe() {
    const settled = useBannersSettled({ current: null });
    return <p>{settled ? 'settled' : 'waiting'}</p>;
  }
  render(<Probe />);
  return { BANNERS_WAIT_MS };
}

beforeEach(() => {
  vi.useFakeTimers();
  loadRemote.mockReset();
  loadRemote.mockReturnValue(new Promise(() => undefined));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useBannersSettled', () => {
  it('is settled at once for a visitor', async () => {
    await renderWith(null);
    expect(screen.getByText('settled')).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("waits for a member's banners, at most BANNERS_WAIT_MS", async () => {
    const { BANNERS_WAIT_MS } = await renderWith({ status: 'confirmed', paid_user: true } as User);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(BANNERS_WAIT_MS - 1));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('settled')).toBeTruthy();
  });

  it('shows the page a frame after the banners settled, at once when they were from the start', async () => {
    vi.resetModules();
    const { usePageShown } = await import('./banners-settled');
    function Probe({ settled }: { settled: boolean }) {
      return <p>{usePageShown(settled) ? 'shown' : 'hidden'}</p>;
    }
    const visitor = render(<Probe settled />);
    expect(visitor.getByText('shown')).toBeTruthy();
    visitor.unmount();

    const member = render(<Probe settled={false} />);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(member.getByText('hidden')).toBeTruthy();
    member.rerender(<Probe settled />);
    expect(member.getByText('hidden')).toBeTruthy();
    // Two animation frames (16 ms each under fake timers), or 100 ms in a tab that paints none.
    await act(async () => vi.advanceTimersByTime(40));
    expect(member.getByText('shown')).toBeTruthy();
  });
});
