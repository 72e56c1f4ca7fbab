import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '@app/shared/contract';
import { setAfterSignup } from '@app/shared/ui/after-signup';
import { $user } from '@app/shared/stores/user';
import { testUser } from '@app/shared/test-support/fixtures';
import { CompleteSignupPage } from './complete-signup-page';
import { SIGNUP_DONE_PATH } from './step-flow';

// The wizard's steps are tested on their own: here it only finishes, so the page's last move shows.
vi.mock('./signup-wizard', () => ({
  SignupWizard: ({ onFinish }: { onFinish: () => void }) => (
    <button type="button" onClick={onFinish}>
      finish
    </button>
  ),
}));
vi.mock('../../common/own-profile/use-own-profile', () => ({
  useOwnProfile: () => ({
    profile: { incomplete_steps: [] } as unknown as OwnProfile,
    error: null,
    retry: () => undefined,
  }),
}));

beforeEach(() => $user.set(testUser()));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  $user.set(undefined);
});

async function finishSignup() {
  const router = createMemoryRouter(
    [
      { path: '/complete-signup', element: <CompleteSignupPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/complete-signup'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'finish' }));
  });
  return router.state.location;
}

describe('/complete-signup ends', () => {
  it('in the first matches when no page asked for a place', async () => {
    const location = await finishSignup();
    expect(`${location.pathname}${location.search}`).toBe(SIGNUP_DONE_PATH);
  });

  it('where the page the member signed up on asked (the chat of a member landing), once', async () => {
    setAfterSignup('/members/12/chat');
    const location = await finishSignup();
    expect(location.pathname).toBe('/members/12/chat');
    expect(sessionStorage.getItem('afterSignup')).toBeNull();
  });
});
