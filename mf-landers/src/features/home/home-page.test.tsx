import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { Settings } from '@app/shared/contract';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { landerAnswer } from '../../test-support/lander-fixtures';
import { testI18n } from '../../test-support/i18n';
import { HomePage } from './home-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

beforeAll(() => testI18n('en'));
beforeEach(() => {
  $settings.set({
    name: 'Amorelle',
    niche: 3,
    countries: ['NL'],
    geoip_country: 'NL',
    geoip_selected_country: null,
    signups: 'all',
    fictional_warning: 'Some profiles are fictional.',
    fictional_plural: 'fictional profiles',
    fictional_singular: 'fictional profile',
    fictional_icon: '✦',
  } as Settings);
  $user.set(null);
});
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  $settings.set(null);
  $user.set(undefined);
});

async function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

describe('the visitors’ home', () => {
  it('speaks to the site’s niche, shows members of the visitor’s country with the fictional mark, and signs up', async () => {
    vi.mocked(api).mockResolvedValue(landerAnswer({ type: 'home', niche: 3 }, 15));
    await renderHome();
    expect(api).toHaveBeenCalledWith('/api/lander.php?type=home');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Curvy, confident and single?');
    expect(screen.getByText(/Amorelle is the dating site for curvy and plus-size singles/)).toBeTruthy();
    // At most 12 members, every fictional one marked.
    expect(screen.getAllByTestId('lander-member')).toHaveLength(12);
    expect(screen.getAllByRole('img', { name: 'fictional profile' })).toHaveLength(4);
    const disclosure = screen.getByTestId('fictional-disclosure');
    expect(
      disclosure.compareDocumentPosition(screen.getByTestId('lander-signup')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]!.getAttribute('href')).toBe('/login');
  });

  it('follows the answer’s niche once it is there', async () => {
    vi.mocked(api).mockResolvedValue(landerAnswer({ type: 'home', niche: 6, has_fictional: false }, 3));
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('It is never too late for love');
    expect(screen.queryByTestId('fictional-disclosure')).toBeNull();
  });
});
