import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLike } from '@app/shared/stores/chats';
import { getMatchFinderPage } from './match-finder-api';
import { MatchFinderPage } from './match-finder-page';
import { testProfile } from '@app/shared/test-support/fixtures';
import { renderRoutes } from '../../test-support/render';

vi.mock('./match-finder-api', () => ({ getMatchFinderPage: vi.fn() }));
vi.mock('@app/shared/stores/chats', () => ({ setLike: vi.fn() }));

const profile = (id: number) => testProfile(id);
const renderPage = () => renderRoutes([{ path: '*', element: <MatchFinderPage /> }]);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// Without an i18next instance the texts are their keys.
describe('MatchFinderPage', () => {
  it('shows a page of suggestions with lazy thumbnails and appends the next one on "more"', async () => {
    vi.mocked(getMatchFinderPage).mockResolvedValueOnce({
      profiles: [profile(1), profile(2)],
      page: 1,
      has_more: true,
    });
    vi.mocked(getMatchFinderPage).mockResolvedValueOnce({
      profiles: [profile(2), profile(3)],
      page: 2,
      has_more: false,
    });
    await renderPage();
    expect(screen.getAllByTestId('suggestion-card')).toHaveLength(2);
    const image = screen.getAllByTestId('suggestion-card')[0]!.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'matchFinder.more' })));
    expect(getMatchFinderPage).toHaveBeenLastCalledWith(2, expect.anything());
    // A profile that came again (a like shifted the pages) is shown once.
    expect(screen.getAllByTestId('suggestion-card').map((card) => card.querySelector('h2')!.textContent)).toEqual([
      'Member 1, 30',
      'Member 2, 30',
      'Member 3, 30',
    ]);
    expect(screen.queryByRole('button', { name: 'matchFinder.more' })).toBeNull();
  });

  it('likes through the likes store', async () => {
    vi.mocked(getMatchFinderPage).mockResolvedValue({ profiles: [profile(7)], page: 1, has_more: false });
    vi.mocked(setLike).mockResolvedValue({ liked: true, match: true });
    await renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Member 7/ })));
    expect(setLike).toHaveBeenCalledWith(profile(7), true);
  });

  it('says so when there are no suggestions, with a link to the search', async () => {
    vi.mocked(getMatchFinderPage).mockResolvedValue({ profiles: [], page: 1, has_more: false });
    await renderPage();
    expect(screen.getByText('matchFinder.empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'matchFinder.search' }).getAttribute('href')).toBe('/members');
  });
});
