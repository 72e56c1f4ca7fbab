import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { expect, vi } from 'vitest';
import { api } from '@app/shared/api';
import { i18n } from '@app/shared/i18n';
import type { Order } from '@app/shared/contract';
import type { WithdrawalPreview, WithdrawalResult } from '@app/shared/contract/withdrawal';
import { testI18n } from '../../../test-support/i18n';
import { testOrder } from '../../../test-support/payments-fixtures';
import { TransactionsPage } from '../transactions-page';
import { WithdrawalPage } from './withdrawal-page';
import { loadWithdrawalTexts } from './withdrawal-texts';

/**
 * The withdrawal screens' tests (`api` must be mocked by the test file): a fake server answering the
 * order, its withdrawal preview, each confirmation and link request in turn, and the pages rendered
 * in German with the real texts.
 */

export type Options = { method?: string; body?: unknown; query?: Record<string, unknown>; idempotencyKey?: string };

/** A completed order of 50 credits for 19,99 €, 20 credits used: 30 left, worth 11,99 €. */
export function testPreview(overrides: Partial<WithdrawalPreview> = {}): WithdrawalPreview {
  return {
    order: testOrder(7, { state: 'completed', completed_at: '2026-11-20T10:01:00.000Z' }),
    refusal: null,
    deadline: '2026-12-04T10:01:00.000Z',
    unused_credits: 30,
    refund_amount: 1199,
    currency: 'EUR',
    ...overrides,
  };
}

export function testResult(overrides: Partial<WithdrawalResult> = {}): WithdrawalResult {
  return {
    order_id: 7,
    number: 'A-000007',
    credits_removed: 30,
    refund_amount: 1199,
    currency: 'EUR',
    withdrawn_at: '2026-11-22T14:30:00.000Z',
    refund_status: 'pending',
    ...overrides,
  };
}

export const fakeServer = {
  order: testOrder(7, { state: 'completed', completed_at: '2026-11-20T10:01:00.000Z' }) as Order,
  orders: [] as Order[],
  preview: testPreview(),
  confirmAnswers: [] as Array<() => unknown>,
  requestAnswers: [] as Array<() => unknown>,
  install(): void {
    this.order = testOrder(7, { state: 'completed', completed_at: '2026-11-20T10:01:00.000Z' });
    this.orders = [];
    this.preview = testPreview();
    this.confirmAnswers = [];
    this.requestAnswers = [];
    vi.mocked(api).mockImplementation(async (path, raw) => {
      const options = (raw ?? {}) as Options;
      const method = options.method ?? 'GET';
      if (path === '/api/companyinfo.php') return { company: null };
      if (path === '/api/transactions.php' && options.query?.id) {
        return { order: this.order, transitions: [], refund_days: 14 };
      }
      if (path === '/api/transactions.php') return { orders: this.orders };
      if (path === '/api/withdrawal.php' && method === 'GET') return this.preview;
      if (path === '/api/withdrawal.php' && method === 'POST') return this.confirmAnswers.shift()!();
      if (path === '/api/withdrawal-request.php' && method === 'POST')
        return (this.requestAnswers.shift() ?? (() => ({})))();
      throw new Error(`unexpected ${method} ${path}`);
    });
  },
};

/** The options of every call of one method to `path`, in order. */
export function calls(path: string, method: string): Options[] {
  return vi
    .mocked(api)
    .mock.calls.filter(([called, options]) => called === path && ((options as Options)?.method ?? 'GET') === method)
    .map(([, options]) => options as Options);
}

/** Renders the order page or /withdrawal at `address` in German, once its data is there. */
export async function renderAt(address: string) {
  await testI18n('de');
  await loadWithdrawalTexts(i18n);
  const router = createMemoryRouter(
    [
      { path: '/transactions/:id?', element: <TransactionsPage /> },
      { path: '/withdrawal', element: <WithdrawalPage /> },
    ],
    { initialEntries: [address] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  return router;
}
