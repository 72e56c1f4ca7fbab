import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/shared/api';
import { ResetPasswordDoPage } from './reset-password-do-page';
import { ResetPasswordPage } from './reset-password-page';

const { api, loadUser } = vi.hoisted(() => ({ api: vi.fn(), loadUser: vi.fn() }));
vi.mock('@app/shared/api', async (original) => ({ ...(await original<object>()), api }));
vi.mock('@app/shared/stores/user', async (original) => ({ ...(await original<object>()), loadUser }));

async function renderAt(url: string, element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
async function submit(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    // The form's schema loads with the first focus or submit.
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  api.mockReset().mockResolvedValue({ ok: true });
  loadUser.mockReset().mockResolvedValue(null);
});
afterEach(() => cleanup());

describe('ResetPasswordPage', () => {
  it('checks the address with the shared schema before asking the server', async () => {
    await renderAt('/reset-password', <ResetPasswordPage />);
    fireEvent.change(field('account.email'), { target: { value: 'not-an-address' } });
    await submit('account.reset.submit');
    expect(screen.getByText('errors.email_invalid')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the request and says the same whether or not the address has an account', async () => {
    await renderAt('/reset-password', <ResetPasswordPage />);
    fireEvent.change(field('account.email'), { target: { value: ' robin@example.com ' } });
    await submit('account.reset.submit');
    expect(api).toHaveBeenCalledWith('/api/password-reset.php', {
      method: 'POST',
      body: { email: 'robin@example.com' },
    });
    expect(screen.getByRole('heading', { name: 'account.reset.sentTitle' })).toBeTruthy();
  });

  it('says "try tomorrow" after too many mails', async () => {
    api.mockRejectedValueOnce(new ApiError(429, 'reset_limit'));
    await renderAt('/reset-password', <ResetPasswordPage />);
    fireEvent.change(field('account.email'), { target: { value: 'robin@example.com' } });
    await submit('account.reset.submit');
    expect(screen.getByRole('alert').textContent).toBe('errors.reset_limit');
  });
});

describe('ResetPasswordDoPage', () => {
  async function fill(password: string, repeat: string) {
    fireEvent.change(field('account.resetDo.password'), { target: { value: password } });
    fireEvent.change(field('account.resetDo.passwordRepeat'), { target: { value: repeat } });
    await submit('account.resetDo.submit');
  }

  it('asks for a new link when the address has no token', async () => {
    await renderAt('/reset-password/do', <ResetPasswordDoPage />);
    expect(screen.getByRole('link', { name: 'account.resetDo.requestNew' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });

  it('refuses two different passwords without asking the server', async () => {
    await renderAt('/reset-password/do?token=abc', <ResetPasswordDoPage />);
    await fill('a-long-password', 'another-password');
    expect(screen.getByText('errors.passwords_mismatch')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses a short password', async () => {
    await renderAt('/reset-password/do?token=abc', <ResetPasswordDoPage />);
    await fill('short', 'short');
    expect(screen.getByText('errors.password_too_short')).toBeTruthy();
  });

  it('saves the password with the token and reads the user again (its sessions ended)', async () => {
    await renderAt('/reset-password/do?token=abc', <ResetPasswordDoPage />);
    await fill('a-long-password', 'a-long-password');
    expect(api).toHaveBeenCalledWith('/api/password-reset-do.php', {
      method: 'POST',
      body: { token: 'abc', password: 'a-long-password', password_repeat: 'a-long-password' },
    });
    expect(screen.getByRole('heading', { name: 'account.resetDo.doneTitle' })).toBeTruthy();
    expect(loadUser).toHaveBeenCalled();
  });

  it('offers a new link when the server says the link is invalid', async () => {
    api.mockRejectedValueOnce(new ApiError(400, 'link_invalid'));
    await renderAt('/reset-password/do?token=used', <ResetPasswordDoPage />);
    await fill('a-long-password', 'a-long-password');
    expect(screen.getByRole('alert').textContent).toBe('errors.link_invalid');
    expect(screen.getByRole('link', { name: 'account.resetDo.requestNew' })).toBeTruthy();
  });
});
