import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SwipeGameState } from '@app/shared/contract';
import { $matchModal, closeMatchModal } from '@app/shared/stores/match-modal';
import { getSwipeGame, sendSwipe } from './swipe-game-api';
import { SwipeGamePage } from './swipe-game-page';
import { testCandidate } from '../../test-support/profiles';
import { renderRoutes } from '../../test-support/render';

vi.mock('./swipe-game-api', () => ({ getSwipeGame: vi.fn(), sendSwipe: vi.fn() }));
vi.mock('@app/shared/stores/chats', () => ({ reloadLikesSoon: vi.fn() }));

const state = (id: number, likesLeft: number): SwipeGameState => ({
  profile: testCandidate(id, { main_image: null }),
  likes_left: likesLeft,
  resets_at: '2026-11-23T00:00:00.000Z',
});

const renderPage = () => renderRoutes([{ path: '*', element: <SwipeGamePage /> }]);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  closeMatchModal();
});

// Without an i18next instance the texts are their keys.
describe('SwipeGamePage', () => {
  it('likes with ArrowRight and passes with ArrowLeft, showing the next candidate', async () => {
    vi.mocked(getSwipeGame).mockResolvedValue(state(1, 4));
    vi.mocked(sendSwipe).mockResolvedValueOnce({ ...state(2, 3), match: false });
    vi.mocked(sendSwipe).mockResolvedValueOnce({ ...state(3, 3), match: false });
    await renderPage();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Member 1');
    expect(screen.getByText('Utrecht')).toBeTruthy();

    await act(async () => fireEvent.keyDown(document.body, { key: 'ArrowRight' }));
    expect(sendSwipe).toHaveBeenLastCalledWith(1, 'like');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Member 2');

    await act(async () => fireEvent.keyDown(document.body, { key: 'ArrowLeft' }));
    expect(sendSwipe).toHaveBeenLastCalledWith(2, 'pass');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Member 3');
  });

  it('opens the match modal on a match', async () => {
    vi.mocked(getSwipeGame).mockResolvedValue(state(1, 4));
    vi.mocked(sendSwipe).mockResolvedValue({ ...state(2, 3), match: true });
    await renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /swipeGame.like/ })));
    expect($matchModal.get()).toMatchObject({ profile: { id: 1 }, match: true });
  });

  it('does not like when the likes are used up, but still passes', async () => {
    vi.mocked(getSwipeGame).mockResolvedValue(state(1, 0));
    vi.mocked(sendSwipe).mockResolvedValue({ ...state(2, 0), match: false });
    await renderPage();
    expect(screen.getByTestId('likes-used-up')).toBeTruthy();
    expect((screen.getByRole('button', { name: /swipeGame.like/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.keyDown(document.body, { key: 'ArrowRight' }));
    expect(sendSwipe).not.toHaveBeenCalled();
    await act(async () => fireEvent.keyDown(document.body, { key: 'ArrowLeft' }));
    expect(sendSwipe).toHaveBeenCalledWith(1, 'pass');
  });
});
