import { act, render, screen, waitFor, fireEvent } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { expect, vi } from 'vitest';
import { api } from '@app/shared/api';
import type { DirectDebitState } from '@app/shared/contract/direct-debit-api';
import { testI18n } from '../../../test-support/i18n';
import { testDirectDebitState, testMandate } from './direct-debit-fixtures';
import { DirectDebitPage } from './direct-debit-page';

/**
 * The /directdebit page's tests (`api` must be mocked by the test file): a fake server answering the
 * standing and each POST in turn, the page rendered in German, and the steps a member takes.
 */

type Options = { method?: string; body?: unknown; query?: Record<string, string>; idempotencyKey?: string };

export const fakeDirectDebit = {
  standing: testDirectDebitState() as DirectDebitState,
  codeAnswers: [] as Array<() => unknown>,
  mandateAnswers: [] as Array<() => unknown>,
  /** A member without a mandate; makes the mocked `api` answer as this server. */
  install(): void {
    this.standing = testDirectDebitState();
    this.codeAnswers = [];
    this.mandateAnswers = [];
    vi.mocked(api).mockImplementation(async (path, raw) => {
      const method = (raw as Options | undefined)?.method ?? 'GET';
      if (path === '/api/direct-debit.php' && method === 'GET') return this.standing;
      if (path === '/api/direct-debit.php' && method === 'POST') return this.codeAnswers.shift()!();
      if (path === '/api/direct-debit-mandate.php' && method === 'POST') return this.mandateAnswers.shift()!();
      if (path === '/api/direct-debit-mandate.php' && method === 'DELETE') {
        return { mandate: testMandate({ status: 'revoked', revoked_at: '2026-11-21T10:00:00.000Z' }) };
      }
      throw new Error(`unexpected ${method} ${path}`);
    });
  },
};

export async function renderPage(address = '/directdebit') {
  await testI18n('de');
  const router = createMemoryRouter([{ path: '/directdebit', element: <DirectDebitPage /> }], {
    initialEntries: [address],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 5000 });
}

/** The options of every call of one method to `path`, in order. */
export function calls(path: string, method: string): Options[] {
  return vi
    .mocked(api)
    .mock.calls.filter(([called, options]) => called === path && ((options as Options)?.method ?? 'GET') === method)
    .map(([, options]) => options as Options);
}

/** Types values into the German form's fields. */
export function fill(values: Record<string, string>) {
  const labels: Record<string, string> = {
    account_holder: 'Kontoinhaber',
    iban: 'IBAN',
    street: 'Straße',
    house_number: 'Hausnummer',
    zip: 'Postleitzahl',
    city: 'Ort',
    phone: 'Handynummer',
  };
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(labels[field]!), { target: { value } });
  }
}

/** Clicks a step's button and waits for the lazily loaded schema. */
export async function submit(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await vi.dynamicImportSettled();
  });
}
