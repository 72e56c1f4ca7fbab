import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/shared/api';
import { i18n, initI18n, registerNamespace } from '@app/shared/i18n';
import { clearSignupDraft, updateSignupDraft } from '@app/shared/stores/signup-draft';
import { loadCatalogue } from '../../../locales/load-catalogue';
import { AccountForm } from './account-form';

const { postSignup } = vi.hoisted(() => ({ postSignup: vi.fn() }));
vi.mock('../api/post-signup', () => ({ postSignup }));

/** The server's answer when the address has used up its sign-ups: the seconds until it may again. */
const limited = (retryAfter: number) =>
  new ApiError(429, 'rate_limited', { error: 'rate_limited', retry_after: retryAfter });

async function submitRefused(retryAfter: number): Promise<string> {
  postSignup.mockRejectedValueOnce(limited(retryAfter));
  const router = createMemoryRouter([{ path: '*', element: <AccountForm onCreated={() => undefined} /> }]);
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await act(async () => {
    fireEvent.submit(screen.getByTestId('signup-account-form'));
    await vi.dynamicImportSettled();
  });
  return (await screen.findByRole('alert', {}, { timeout: 3000 })).textContent ?? '';
}

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('auth', loadCatalogue);
});
beforeEach(() => {
  postSignup.mockReset();
  updateSignupDraft({
    email: 'kim@example.com',
    name: 'Robin',
    date_of_birth: '1990-05-17',
    password: 'a-long-password',
    gender: 'female',
    seeking: 'men',
  });
});
afterEach(async () => {
  cleanup();
  clearSignupDraft();
  await i18n.changeLanguage('en');
});

describe('the account step refused by the sign-up limit per address', () => {
  it('says in how many minutes the visitor can try again', async () => {
    expect(await submitRefused(2501)).toBe(
      'Too many sign-ups from your internet connection in the past hour. Please try again in 42 minutes.',
    );
    expect(postSignup).toHaveBeenCalledTimes(1);
  });

  it('rounds a wait under a minute up to one minute, in the singular', async () => {
    expect(await submitRefused(20)).toMatch(/try again in 1 minute\.$/);
  });

  it('follows the plural rules of the language', async () => {
    await act(async () => {
      await i18n.changeLanguage('pl');
    });
    expect(await submitRefused(22 * 60)).toMatch(/Spróbuj ponownie za 22 minuty\.$/);
    cleanup();
    expect(await submitRefused(25 * 60)).toMatch(/Spróbuj ponownie za 25 minut\.$/);
  });
});
