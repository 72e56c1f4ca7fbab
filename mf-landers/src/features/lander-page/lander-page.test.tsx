import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { Settings } from '@app/shared/contract';
import { createMemoryRouter, RouterProvider, type Router } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { testUser } from '@app/shared/test-support/fixtures';
import { landerAnswer } from '../../test-support/lander-fixtures';
import { LanderPage, TinderswipePage } from './lander-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

beforeEach(() => {
  $settings.set({
    name: 'Amorelle',
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
  $user.set(undefined);
  $settings.set(null);
});

async function renderAt(path: string): Promise<Router> {
  const router = createMemoryRouter(
    [
      { path: '/landers/tinderswipe', element: <TinderswipePage /> },
      { path: '/landers/gallery/:slug?', element: <LanderPage /> },
      { path: '/landers/maplanding/:slug?', element: <LanderPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

// Without an i18next instance the texts are their keys.
describe('a campaign lander', () => {
  it('asks for the type and slug of its path, and shows the design with the disclosure before the sign-up', async () => {
    vi.mocked(api).mockResolvedValue(landerAnswer({ slug: 'summer' }));
    await renderAt('/landers/gallery/summer');
    expect(api).toHaveBeenCalledWith('/api/lander.php?type=gallery&slug=summer');
    const design = await screen.findByTestId('lander-signup', {}, { timeout: 5000 });
    expect(document.querySelector('[data-design="gallery"]')?.getAttribute('data-members')).toBe('12');
    const disclosure = screen.getByTestId('fictional-disclosure');
    expect(disclosure.textContent).toContain('Some profiles are fictional.');
    expect(disclosure.compareDocumentPosition(design) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'fictional profile' })).toHaveLength(4);
    expect(document.title).toBe('title.lander · Amorelle');
  });

  it('shows no disclosure when no member shown is fictional', async () => {
    vi.mocked(api).mockResolvedValue(landerAnswer({ has_fictional: false }, 2));
    await renderAt('/landers/gallery');
    expect(api).toHaveBeenCalledWith('/api/lander.php?type=gallery');
    await screen.findByTestId('lander-signup', {}, { timeout: 5000 });
    expect(screen.queryByTestId('fictional-disclosure')).toBeNull();
  });

  it('asks for the type alone on /landers/tinderswipe and for another type by its path', async () => {
    vi.mocked(api).mockResolvedValue(landerAnswer({ type: 'maplanding' }));
    await renderAt('/landers/maplanding/x%20mas');
    expect(api).toHaveBeenCalledWith('/api/lander.php?type=maplanding&slug=x%20mas');
    cleanup();
    vi.mocked(api).mockClear();
    await renderAt('/landers/tinderswipe');
    expect(api).toHaveBeenCalledWith('/api/lander.php?type=tinderswipe');
  });

  it('sends a returning member to /members without asking for the lander', async () => {
    $user.set(testUser());
    const router = await renderAt('/landers/gallery/summer');
    expect(router.state.location.pathname).toBe('/members');
    expect(api).not.toHaveBeenCalled();
  });

  it('explains a failed load and tries again', async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(0, 'network_error')).mockResolvedValue(landerAnswer());
    await renderAt('/landers/gallery');
    expect((await screen.findByRole('alert')).textContent).toContain('errors.network_error');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    });
    expect(await screen.findByTestId('lander-signup', {}, { timeout: 5000 })).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(2);
  });
});
