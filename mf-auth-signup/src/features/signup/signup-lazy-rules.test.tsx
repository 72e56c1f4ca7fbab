import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AccountValues from './create-account/account-values';
import { SignupPage } from './signup-page';

// Counts the loads of the sign-up schema (it brings zod) and of the later steps.
const { postSignup, loaded } = vi.hoisted(() => ({ postSignup: vi.fn(), loaded: vi.fn() }));
vi.mock('./api/post-signup', () => ({ postSignup }));
vi.mock('./create-account/account-values', async (original) => {
  const values = await original<typeof AccountValues>();
  return {
    ...values,
    loadSignupSchema: () => {
      loaded('signup schema');
      return values.loadSignupSchema();
    },
  };
});
vi.mock('./steps/step-body', async (original) => {
  loaded('later steps');
  return original<object>();
});

afterEach(cleanup);

describe('/signup loads its schema and later steps when the visitor starts, not with the page', () => {
  it('checks the account step with the shared schema, loaded on the first focus', async () => {
    const router = createMemoryRouter([{ path: '*', element: <SignupPage /> }], { initialEntries: ['/signup'] });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(loaded).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.focusIn(screen.getByLabelText('signup.account.email'));
      await vi.dynamicImportSettled();
    });
    await waitFor(
      () => expect(loaded.mock.calls.map(([what]) => what).sort()).toEqual(['later steps', 'signup schema']),
      { timeout: 5000 },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'signup.account.submit' }));
      await vi.dynamicImportSettled();
    });
    expect(await screen.findByText('errors.email_invalid', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('errors.password_too_short')).toBeTruthy();
    expect(postSignup).not.toHaveBeenCalled();
  });
});
