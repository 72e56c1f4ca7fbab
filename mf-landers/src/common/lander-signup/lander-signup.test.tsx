import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { Settings } from '@app/shared/contract';
import { createMemoryRouter, RouterProvider, type Router } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import { $signupDraft, EMPTY_SIGNUP_DRAFT } from '@app/shared/stores/signup-draft';
import { $landing } from '@app/shared/stores/tracking';
import { $user } from '@app/shared/stores/user';
import { testUser } from '@app/shared/test-support/fixtures';
import { LanderSignup, type LanderSignupProps } from './lander-signup';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const TRACKING = { network: 'n1', ref: 'abc', sub1: 'x', sub2: null, sub3: null };

function settings(patch: Partial<Settings> = {}): Settings {
  return { countries: ['NL'], geoip_country: 'NL', geoip_selected_country: null, signups: 'all', ...patch } as Settings;
}

beforeEach(() => {
  $settings.set(settings());
  $landing.set({ tracking: TRACKING, traffic_source: null, landing_path: '/landers/gallery' });
  $signupDraft.set({ ...EMPTY_SIGNUP_DRAFT });
  $user.set(null);
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (path === '/api/signup.php') return { user: testUser() };
    if (path === '/api/user.php') return { user: testUser() };
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  sessionStorage.clear();
  $user.set(undefined);
  $settings.set(null);
});

async function renderSignup(props: LanderSignupProps = {}): Promise<Router> {
  const router = createMemoryRouter(
    [
      { path: '/landers/gallery', element: <LanderSignup {...props} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/landers/gallery'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'signup.submit' }));
    await vi.dynamicImportSettled();
  });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  fill('signup.email', 'anna@example.com');
  fill('signup.name', 'Annabel');
  fill('signup.dateOfBirth', '1990-05-01');
  fill('signup.password', 'a-good-password');
  fill('signup.gender', 'female');
  fill('signup.seeking', 'men');
}

// Without an i18next instance the texts are their keys.
describe('the on-page sign-up', () => {
  it('checks the fields with the shared schema before anything is sent', async () => {
    await renderSignup();
    fill('signup.name', 'A');
    fill('signup.dateOfBirth', '2020-01-01');
    fill('signup.gender', 'male');
    await submit();
    expect(await screen.findByText('errors.email_invalid')).toBeTruthy();
    expect(screen.getByText('errors.name_too_short')).toBeTruthy();
    expect(screen.getByText('errors.too_young')).toBeTruthy();
    expect(screen.getByText('errors.password_too_short')).toBeTruthy();
    expect(screen.getByText('landers:signup.seekingRequired')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('keeps what is typed in the shared sign-up draft', async () => {
    await renderSignup();
    fill('signup.email', 'anna@example.com');
    expect($signupDraft.get().email).toBe('anna@example.com');
  });

  it('posts the account with the tracking record, then continues in /complete-signup', async () => {
    const router = await renderSignup({ afterSignup: '/members/12/chat' });
    fillValid();
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-signup'));
    expect(api).toHaveBeenCalledWith('/api/signup.php', {
      method: 'POST',
      retry: 0,
      body: {
        email: 'anna@example.com',
        name: 'Annabel',
        date_of_birth: '1990-05-01',
        password: 'a-good-password',
        gender: 'female',
        sexuality: 'hetero',
        country: 'NL',
        tracking: TRACKING,
        landing_path: '/landers/gallery',
      },
    });
    expect(api).toHaveBeenCalledWith('/api/user.php');
    expect($user.get()?.profile.id).toBe(testUser().profile.id);
    expect($signupDraft.get().password).toBe('');
    expect(sessionStorage.getItem('afterSignup')).toBe('/members/12/chat');
  });

  it('shows the server’s refusal at its field', async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(409, 'email_taken'));
    const router = await renderSignup();
    fillValid();
    await submit();
    expect(await screen.findByText('errors.email_taken')).toBeTruthy();
    expect(screen.getByLabelText('signup.email').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/landers/gallery');
  });

  it('shows any other refusal as the form’s message', async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(429, 'rate_limited'));
    await renderSignup();
    fillValid();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('errors.rate_limited');
  });

  it('says how long to wait when the address has used up its sign-ups (ADR 0028)', async () => {
    vi.mocked(api).mockRejectedValueOnce(
      new ApiError(429, 'rate_limited', { error: 'rate_limited', retry_after: 2501 }),
    );
    await renderSignup();
    fillValid();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('errors.signup_rate_limited');
  });

  it('asks for an invitation code where the site signs up by invitation', async () => {
    $settings.set(settings({ signups: 'invitation_only' }));
    await renderSignup();
    fillValid();
    await submit();
    expect(await screen.findByText('landers:signup.invitationRequired')).toBeTruthy();
    fill('signup.invitationCode', 'WELCOME');
    await submit();
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/api/signup.php',
        expect.objectContaining({ body: expect.objectContaining({ invitation_code: 'WELCOME' }) }),
      ),
    );
  });

  it('is closed without a traffic source where the site wants one, and offers the login back to the page', async () => {
    $settings.set(settings({ signups: 'with_trafficsource' }));
    $landing.set({ tracking: null, traffic_source: null, landing_path: null });
    await renderSignup();
    expect(screen.getByTestId('signup-closed').textContent).toBe('errors.signup_closed');
    expect(screen.queryByRole('button', { name: 'signup.submit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'signup.login' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Flanders%2Fgallery',
    );
  });

  it('is open with the landing’s network as traffic source', async () => {
    $settings.set(settings({ signups: 'with_trafficsource' }));
    await renderSignup();
    expect(screen.queryByTestId('signup-closed')).toBeNull();
  });
});
