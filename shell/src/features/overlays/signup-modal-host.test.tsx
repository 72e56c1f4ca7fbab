import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNAVAILABLE_REMOTE } from '@app/shared/contract';

const { loadRemote } = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));

function FakeSignupModal() {
  return <p>signup modal</p>;
}

async function renderHost() {
  vi.resetModules();
  const { SignupModalHost } = await import('./signup-modal-host');
  // The router's contexts come from the same fresh module instances as the component's.
  const { createMemoryRouter, RouterProvider } = await import('@app/shared/router');
  const store = await import('@app/shared/stores/signup-modal');
  const router = createMemoryRouter(
    [
      { path: '/members/:id', element: <SignupModalHost /> },
      { path: '*', element: <SignupModalHost /> },
    ],
    { initialEntries: ['/members/7'] },
  );
  render(<RouterProvider router={router} />);
  return { ...store, router };
}

beforeEach(() => {
  loadRemote.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SignupModalHost', () => {
  it('loads nothing while the modal has never been opened', async () => {
    loadRemote.mockResolvedValue({ default: FakeSignupModal });
    await renderHost();
    await act(async () => undefined);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(screen.queryByText('signup modal')).toBeNull();
  });

  it('loads the remote modal the first time it opens, and keeps it after it closes', async () => {
    loadRemote.mockResolvedValue({ default: FakeSignupModal });
    const { openSignupModal, closeSignupModal } = await renderHost();
    await act(async () => openSignupModal({ reason: 'chat' }));
    expect(await screen.findByText('signup modal')).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('mf_auth_signup/SignupModal');
    await act(async () => closeSignupModal());
    expect(screen.getByText('signup modal')).toBeTruthy();
    await act(async () => openSignupModal());
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('goes to the signup page, coming back afterwards, when the remote is unavailable', async () => {
    loadRemote.mockResolvedValue({ [UNAVAILABLE_REMOTE]: true });
    const { openSignupModal, $signupModal, router } = await renderHost();
    await act(async () => openSignupModal({ reason: 'like', returnTo: '/members/7' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?returnTo=%2Fmembers%2F7');
    expect($signupModal.get().open).toBe(false);
  });

  it('goes to the login page when the login form was asked for and the modal fails to render', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('broken');
      },
    });
    const { openSignupModal, $signupModal, router } = await renderHost();
    await act(async () => openSignupModal({ view: 'login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect($signupModal.get().open).toBe(false);
  });

  it('goes to the signup page again on every later opening', async () => {
    loadRemote.mockRejectedValue(new Error('offline'));
    const { openSignupModal, router } = await renderHost();
    await act(async () => openSignupModal());
    expect(router.state.location.pathname).toBe('/signup');
    await act(async () => router.navigate('/members/7'));
    await act(async () => openSignupModal());
    expect(router.state.location.pathname).toBe('/signup');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
