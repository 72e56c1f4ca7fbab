import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberProfileResponse, User } from '@app/shared/contract';
import { $signupModal, closeSignupModal } from '@app/shared/stores/signup-modal';
import { $user } from '@app/shared/stores/user';
import { getMemberProfile } from './api/member-profile';
import { sendReport } from './api/report';
import { loadReportSchema } from './report-schema';
import { ProfileViewPage } from './profile-view-page';
import { testMemberProfile } from '../../test-support/profiles';
import type * as Original from './report-schema';
import { renderRoutes } from '../../test-support/render';

vi.mock('./api/member-profile', () => ({ getMemberProfile: vi.fn() }));
vi.mock('./api/report', () => ({ sendReport: vi.fn() }));
vi.mock('./report-schema', async (importOriginal) => {
  const actual = await importOriginal<typeof Original>();
  return { loadReportSchema: vi.fn(actual.loadReportSchema) };
});

const answer: MemberProfileResponse = { profile: testMemberProfile(7, { name: 'Mila', age: 31 }), related: [] };

const renderPage = () =>
  renderRoutes(
    [
      { path: '/members/:id', element: <ProfileViewPage /> },
      { path: '/premium', element: <h1>premium page</h1> },
    ],
    '/members/7',
  );

beforeEach(() => {
  vi.mocked(getMemberProfile).mockResolvedValue(answer);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  $user.set(undefined);
  closeSignupModal();
});

// Without an i18next instance the texts are their keys, which is what these tests look for.
describe('ProfileViewPage', () => {
  it('shows a locked private photo as a placeholder without any image, and sends a free member to premium', async () => {
    $user.set({ paid_user: false, profile: { id: 1 } } as User);
    const router = await renderPage();
    const locked = screen.getByRole('button', { name: 'profileView.lockedPhoto' });
    expect(locked.querySelector('img')).toBeNull();
    expect(locked.textContent).toContain('profileView.premiumOnly');
    await act(async () => fireEvent.click(locked));
    expect(router.state.location.pathname).toBe('/premium');
  });

  it("opens the signup modal with each action's own reason for a visitor", async () => {
    $user.set(null);
    await renderPage();
    for (const [label, reason] of [
      ['profileView.message', 'chat'],
      ['likeButton.like', 'like'],
      ['profileView.gift', 'gift'],
    ] as const) {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: label })));
      expect($signupModal.get()).toMatchObject({ open: true, reason, name: 'Mila', returnTo: '/members/7' });
      closeSignupModal();
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'profileView.lockedPhoto' })));
    expect($signupModal.get()).toMatchObject({ open: true, reason: 'photos' });
  });

  it('checks the report form with the shared schema, then shows the reference', async () => {
    $user.set({ paid_user: false, profile: { id: 1 } } as User);
    vi.mocked(sendReport).mockResolvedValue({ ok: true, reference: 'R-ABCDEFGH' });
    await renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'profileView.report.button' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'profileView.report.send' })));
    expect(sendReport).not.toHaveBeenCalled();
    expect(screen.getByText('members:profileView.report.reasonRequired')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('profileView.report.reason'), { target: { value: 'fake' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'profileView.report.send' })));
    expect(sendReport).toHaveBeenCalledWith({ profile_id: 7, reason: 'fake', text: '' });
    expect(screen.getByText('R-ABCDEFGH')).toBeTruthy();
  });

  it('loads the report rule when the form opens, not with the page, and still refuses a too long text', async () => {
    $user.set({ paid_user: false, profile: { id: 1 } } as User);
    await renderPage();
    expect(loadReportSchema).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'profileView.report.button' })));
    expect(loadReportSchema).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('profileView.report.reason'), { target: { value: 'spam' } });
    fireEvent.change(screen.getByLabelText('profileView.report.text'), { target: { value: 'x'.repeat(2001) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'profileView.report.send' })));
    expect(sendReport).not.toHaveBeenCalled();
    expect(screen.getByText('errors.too_long')).toBeTruthy();
    expect(loadReportSchema).toHaveBeenCalledTimes(1);
  });

  it('answers a profile that cannot be seen with the not-found heading', async () => {
    const { ApiError } = await import('@app/shared/api');
    vi.mocked(getMemberProfile).mockRejectedValue(new ApiError(404, 'not_found'));
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('profileView.notFound.title');
  });
});
