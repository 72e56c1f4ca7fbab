import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/shared/api';
import { setLike } from '@app/shared/stores/chats';
import { LikeButton } from './like-button';
import { testProfile } from '@app/shared/test-support/fixtures';
import { renderRoutes } from '../test-support/render';

vi.mock('@app/shared/stores/chats', () => ({ setLike: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const profile = testProfile(3, { name: 'Mila' });

// Without an i18next instance the texts are their keys.
describe('LikeButton', () => {
  it('in a card names the member; a like turns it into unlike and tells the page', async () => {
    vi.mocked(setLike).mockResolvedValue({ liked: true, match: false });
    const onLiked = vi.fn();
    await renderRoutes([
      { path: '*', element: <LikeButton profile={profile} liked={false} likesMe onLiked={onLiked} compact /> },
    ]);
    const button = screen.getByRole('button', { name: 'likeButton.likeBack: Mila' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(button));
    expect(setLike).toHaveBeenCalledWith(profile, true);
    expect(onLiked).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'likeButton.unlike: Mila' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('unlikes, and says why when the server refuses', async () => {
    vi.mocked(setLike).mockRejectedValue(new ApiError(403, 'forbidden'));
    await renderRoutes([{ path: '*', element: <LikeButton profile={profile} liked likesMe={false} /> }]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'likeButton.unlike' })));
    expect(setLike).toHaveBeenCalledWith(profile, false);
    expect(screen.getByRole('alert').textContent).toBe('errors.forbidden');
    expect(screen.getByRole('button', { name: 'likeButton.unlike' }).getAttribute('aria-pressed')).toBe('true');
  });
});
