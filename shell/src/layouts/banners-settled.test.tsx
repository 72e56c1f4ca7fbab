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
});
