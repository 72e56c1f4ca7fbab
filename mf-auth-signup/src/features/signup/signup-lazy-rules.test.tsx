import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AccountValues from './account-values';
import { SignupPage } from './signup-page';

// Counts the loads of the sign-up rules (they bring zod), of the later steps and of the personal step
// (its rules bring zod too).
const { postSignup, loaded } = vi.hoisted(() => ({ postSignup: vi.fn(), loaded: vi.fn() }));
vi.mock('./api/post-signup', () => ({ postSignup }));
vi.mock('./account-values', async (original) => {
  const values = await original<typeof AccountValues>();
  return {
    ...values,
    loadSignupRules: () => {
      loaded('signup rules');
      return values.loadSignupRules();
    },
  };
});
vi.mock('./steps/step-body', async (original) => {
  loaded('later steps');
  return original<object>();
});
vi.mock('./steps/personal-step', async (original) => {
  loaded('personal step');
  return original<object>();
});

afterEach(cleanup);

describe('/signup loads its rules when the visitor starts, not with the page', () => {
  it('checks the account step with the shared schema, loaded on the first focus', async () => {
    const router = createMemoryRouter([{ path: '*', element: <SignupPage /> }], { initialEntries: ['/signup'] });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(loaded).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.focusIn(screen.getByLabelText('signup.account.email'));
      // The later steps, then the personal step they load.
      await vi.dynamicImportSettled();
      await vi.dynamicImportSettled();
    });
    expect(loaded.mock.calls.map(([what]) => what).sort()).toEqual(['later steps', 'personal step', 'signup rules']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'signup.account.submit' }));
      await vi.dynamicImportSettled();
    });
    expect(await screen.findByText('errors.email_invalid', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('errors.password_too_short')).toBeTruthy();
    expect(postSignup).not.toHaveBeenCalled();
  });
});
