import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { Settings } from '@app/shared/contract';
import { createMemoryRouter, RouterProvider, type Router } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { testUser } from '@app/shared/test-support/fixtures';
import { landerAnswer, landerMember, landerMemberAnswer } from '../../test-support/lander-fixtures';
import { MemberLanding2Page, MemberLanding3Page, MemberLandingPage } from './member-landing-page';
import { MemberSignupPage } from './member-signup-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

beforeEach(() => {
  $settings.set({
    countries: ['NL'],
    geoip_country: 'NL',
    geoip_selected_country: null,
    signups: 'all',
    fictional_warning: 'Some profiles are fictional.',
    fictional_singular: 'fictional profile',
    fictional_icon: '✦',
  } as Settings);
  $user.set(null);
});
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  sessionStorage.clear();
  $user.set(undefined);
  $settings.set(null);
});

async function renderAt(path: string): Promise<Router> {
  const router = createMemoryRouter(
    [
      { path: '/members/:id/landing', element: <MemberLandingPage /> },
      { path: '/members/:id/landing2/:slug?', element: <MemberLanding2Page /> },
      { path: '/members/:id/landing3/:slug?', element: <MemberLanding3Page /> },
      { path: '/members/:id/signup', element: <MemberSignupPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

const esther = landerMember(12, { name: 'Esther', age: 40, fictional: false, line: 'Curious and spontaneous.' });

// Without an i18next instance the texts are their keys.
describe('the member landings', () => {
  it.each([
    ['/members/12/landing', '/api/lander-member.php?id=12&design=landing', 'member-landing'],
    ['/members/12/landing2', '/api/lander-member.php?id=12&design=landing2', 'member-landing2'],
    ['/members/12/landing3/summer', '/api/lander-member.php?id=12&design=landing3&slug=summer', 'member-landing3'],
  ])('%s shows the member in its own design and leads to the sign-up about them', async (path, address, design) => {
    vi.mocked(api).mockResolvedValue({ member: esther, lander: landerAnswer({ has_fictional: false }, 3) });
    await renderAt(path);
    expect(api).toHaveBeenCalledWith(address);
    expect(document.querySelector(`[data-design="${design}"]`)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('member.nameAge');
    expect(screen.getByText('memberLanding.quote')).toBeTruthy();
    const cta = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/members/12/signup');
    expect(cta).toBeTruthy();
    expect(screen.queryByTestId('fictional-disclosure')).toBeNull();
  });

  it('marks a fictional member and shows the disclosure before the way to sign up', async () => {
    vi.mocked(api).mockResolvedValue({ member: { ...esther, fictional: true }, lander: landerAnswer({}, 0) });
    await renderAt('/members/12/landing2');
    const disclosure = screen.getByTestId('fictional-disclosure');
    const cta = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/members/12/signup')!;
    expect(disclosure.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('img', { name: 'fictional profile' })).toBeTruthy();
  });

  it('shows the general gallery lander for an unknown, hidden or blocked member', async () => {
    vi.mocked(api).mockResolvedValue(landerMemberAnswer(null));
    await renderAt('/members/404/landing');
    expect(await screen.findByTestId('lander-signup', {}, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector('[data-design="gallery"]')).not.toBeNull();
  });

  it('shows the general lander for an id that is no number, without asking for a member', async () => {
    vi.mocked(api).mockResolvedValue(landerAnswer());
    await renderAt('/members/abc/landing');
    expect(api).toHaveBeenCalledWith('/api/lander.php?type=gallery');
    expect(api).not.toHaveBeenCalledWith(expect.stringContaining('lander-member'));
  });

  it('sends a member who is logged in to the profile', async () => {
    $user.set(testUser());
    const router = await renderAt('/members/12/landing3');
    expect(router.state.location.pathname).toBe('/members/12');
    expect(api).not.toHaveBeenCalled();
  });
});

describe('/members/:id/signup', () => {
  it('shows the member and the sign-up, which leads to the chat with them after /complete-signup', async () => {
    vi.mocked(api).mockResolvedValue(landerMemberAnswer(esther));
    await renderAt('/members/12/signup');
    expect(api).toHaveBeenCalledWith('/api/lander-member.php?id=12&design=landing');
    expect(screen.getByRole('heading', { name: 'memberLanding.signup.title' })).toBeTruthy();
    expect(screen.getByTestId('lander-signup')).toBeTruthy();
  });

  it('sends a member who is logged in straight to the chat', async () => {
    $user.set(testUser());
    const router = await renderAt('/members/12/signup');
    expect(router.state.location.pathname).toBe('/members/12/chat');
  });
});
