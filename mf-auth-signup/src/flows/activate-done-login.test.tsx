import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '@app/shared/stores/user';
import { testUser } from '@app/shared/test-support/fixtures';
import { LoginPage } from '../features/login/login-page';
import { ActivateDonePage } from '../features/account/activate-done-page';

const { api, loadUser } = vi.hoisted(() => ({ api: vi.fn(), loadUser: vi.fn() }));
vi.mock('@app/shared/api', async (original) => ({ ...(await original<object>()), api }));
vi.mock('@app/shared/stores/user', async (original) => ({ ...(await original<object>()), loadUser }));

const member = testUser({}, { name: 'Robin' });

async function openActivateDone() {
  const router = createMemoryRouter(
    [
      { path: '/activate/done', element: <ActivateDonePage /> },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: ['/activate/done'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

const cards = () => screen.queryAllByTestId(/^next-step-/);

beforeEach(() => {
  api.mockReset();
  loadUser.mockReset().mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  $user.set(undefined);
});

describe('/activate/done', () => {
  it('shows a visitor (the mail opened on another device) that the address is confirmed and a login back here', async () => {
    $user.set(null);
    await openActivateDone();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('account.activateDone.visitorTitle');
    expect(screen.getByText('account.activateDone.visitorText')).toBeTruthy();
    expect(screen.queryByText('account.activateDone.title')).toBeNull();
    expect(cards()).toHaveLength(0);
    const login = screen.getByRole('link', { name: 'account.login' });
    expect(login.getAttribute('href')).toBe('/login?returnTo=%2Factivate%2Fdone');
  });

  it('welcomes a member by name with the three next steps', async () => {
    $user.set(member);
    await openActivateDone();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('account.activateDone.titleWithName');
    expect(cards().map((card) => card.dataset.testid)).toEqual([
      'next-step-profile',
      'next-step-premium',
      'next-step-members',
    ]);
    expect(screen.queryByRole('link', { name: 'account.login' })).toBeNull();
  });

  it('shows neither while it does not know yet who is there', async () => {
    await openActivateDone();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(cards()).toHaveLength(0);
  });

  it('brings the visitor back to the cards after logging in', async () => {
    $user.set(null);
    api.mockResolvedValue({ user: member });
    const router = await openActivateDone();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'account.login' }));
    });
    fireEvent.change(screen.getByLabelText('login.email'), { target: { value: 'robin@example.com' } });
    fireEvent.change(screen.getByLabelText('login.password'), { target: { value: 'a-long-password' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'login.submit' }));
      await vi.dynamicImportSettled();
    });
    await screen.findByTestId('next-step-members', {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/activate/done');
    expect(cards()).toHaveLength(3);
  });
});
