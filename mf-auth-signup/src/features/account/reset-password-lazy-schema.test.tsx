import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordDoPage } from './reset-password-do-page';
import { ResetPasswordPage } from './reset-password-page';

// Counts the loads of the contract module with the pages' schemas (and zod).
const { api, schemaLoaded } = vi.hoisted(() => ({ api: vi.fn(), schemaLoaded: vi.fn() }));
vi.mock('@app/shared/api', async (original) => ({ ...(await original<object>()), api }));
vi.mock('@app/shared/contract/account', async (original) => {
  schemaLoaded();
  return original<object>();
});

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
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => api.mockReset().mockResolvedValue({ ok: true }));
afterEach(() => cleanup());

describe('the reset-password pages load their schema on the first focus, not with the page', () => {
  it('/reset-password', async () => {
    await renderAt('/reset-password', <ResetPasswordPage />);
    expect(schemaLoaded).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.focusIn(field('account.email'));
      await vi.dynamicImportSettled();
    });
    await waitFor(() => expect(schemaLoaded).toHaveBeenCalledTimes(1), { timeout: 5000 });
    fireEvent.change(field('account.email'), { target: { value: 'not-an-address' } });
    await submit('account.reset.submit');
    // A loaded machine may take a moment more than the settled imports to show the error.
    expect(await screen.findByText('errors.email_invalid', {}, { timeout: 5000 })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('/reset-password/do', async () => {
    await renderAt('/reset-password/do?token=abc', <ResetPasswordDoPage />);
    // The intro names the minimum length without the schema.
    expect(screen.getByText('account.resetDo.intro')).toBeTruthy();
    await act(async () => {
      fireEvent.focusIn(field('account.resetDo.password'));
      await vi.dynamicImportSettled();
    });
    fireEvent.change(field('account.resetDo.password'), { target: { value: 'short' } });
    fireEvent.change(field('account.resetDo.passwordRepeat'), { target: { value: 'short' } });
    await submit('account.resetDo.submit');
    expect(await screen.findByText('errors.password_too_short', {}, { timeout: 5000 })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });
});
