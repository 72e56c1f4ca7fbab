import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile, User } from '@app/shared/contract';

const { loadRemote, showAutoLike } = vi.hoisted(() => ({ loadRemote: vi.fn(), showAutoLike: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));
vi.mock('@app/shared/stores/chats', async (original) => ({ ...(await original<object>()), showAutoLike }));

const liker = { id: 42, name: 'Mila' } as Profile;

function FakeMatchModal() {
  return <p>match modal</p>;
}

async function renderHost(url: string) {
  vi.resetModules();
  const { MatchModalHost } = await import('./match-modal-host');
  // The router's contexts come from the same fresh module instances as the component's.
  const { createMemoryRouter, RouterProvider } = await import('@app/shared/router');
  const modal = await import('@app/shared/stores/match-modal');
  const { $user } = await import('@app/shared/stores/user');
  showAutoLike.mockImplementation(async () => {
    modal.openMatchModal(liker);
    return true;
  });
  const router = createMemoryRouter([{ path: '*', element: <MatchModalHost /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { ...modal, $user, router };
}

beforeEach(() => {
  vi.useFakeTimers();
  loadRemote.mockReset().mockResolvedValue({ default: FakeMatchModal });
  showAutoLike.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MatchModalHost', () => {
  it('loads the remote modal only once the store opens it', async () => {
    const { openMatchModal } = await renderHost('/likes');
    await act(async () => undefined);
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => openMatchModal(liker));
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('match modal')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('mf_members/MatchModal');
  });

  it('closes the modal when the page changes', async () => {
    const { openMatchModal, $matchModal, router } = await renderHost('/likes');
    await act(async () => openMatchModal(liker));
    await act(async () => router.navigate('/members/42'));
    expect($matchModal.get().profile).toBeNull();
  });

  it('t: after t seconds shows an auto-like, then removes t from the address', async () => {
    const { $user, $matchModal, router } = await renderHost('/members?gender=female&t=3');
    await act(async () => $user.set({ profile: { id: 1 } } as User));
    await act(async () => vi.advanceTimersByTimeAsync(2_999));
    expect(showAutoLike).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?gender=female&t=3');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(showAutoLike).toHaveBeenCalledTimes(1);
    expect($matchModal.get().profile).toEqual(liker);
    expect(router.state.location.pathname).toBe('/members');
    expect(router.state.location.search).toBe('?gender=female');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(showAutoLike).toHaveBeenCalledTimes(1);
  });

  it('t: does nothing for a visitor', async () => {
    const { $user, router } = await renderHost('/members?t=1');
    await act(async () => $user.set(null));
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(showAutoLike).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('?t=1');
  });

  it('t: leaving the page first cancels it', async () => {
    const { $user, router } = await renderHost('/members?t=2');
    await act(async () => $user.set({ profile: { id: 1 } } as User));
    await act(async () => router.navigate('/likes'));
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(showAutoLike).not.toHaveBeenCalled();
  });
});
