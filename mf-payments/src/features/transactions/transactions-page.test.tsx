import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type { Order } from '@app/shared/contract';
import type * as ApiModule from '@app/shared/api';
import { testOrder } from '../../test-support/payments-fixtures';
import { TransactionsPage } from './transactions-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

/**
 * The server: `/api/transactions.php` answers `body`, the company info is the demo company's, and the
 * withdrawal preview says the order can be withdrawn from (the withdrawal's own tests are in `withdrawal/`).
 */
function answer(body: unknown) {
  vi.mocked(api).mockImplementation(async (path) => {
    if (path === '/api/withdrawal.php') {
      const { order } = body as { order: Order };
      return {
        order,
        refusal: null,
        deadline: '2026-12-04T10:01:00.000Z',
        unused_credits: 50,
        refund_amount: 1499,
        currency: 'EUR',
      };
    }
    if (path === '/api/spending.php') {
      return {
        since: '2026-10-31T23:00:00.000Z',
        until: '2026-11-30T23:00:00.000Z',
        kinds: [
          { kind: 'message', credits: 0, count: 0 },
          { kind: 'photo', credits: 0, count: 0 },
          { kind: 'gift', credits: 0, count: 0 },
        ],
        credits_bought: 0,
      };
    }
    if (path === '/api/companyinfo.php') {
      return {
        company: { name: 'Amorelle Media B.V.', address: 'Keizersgracht 123', city: 'Amsterdam', vat_numbers: ['NL1'] },
      };
    }
    return body;
  });
}

afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
});

async function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/transactions/:id?', element: <TransactionsPage /> }], {
    initialEntries: [address],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

// Without an i18next instance the texts are their keys.
describe('/transactions', () => {
  it('lists every order in a table (desktop) and as cards (phones), each leading to its receipt', async () => {
    answer({
      orders: [testOrder(8, { state: 'completed' }), testOrder(7, { state: 'failed', payment_method: 'creditcard' })],
    });
    await renderAt('/transactions');
    // Below this month's spending, once it has arrived (it loads lazily).
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('transactions.state.completed')).toHaveLength(1);
    expect(within(table).getByText('iDEAL | Wero')).toBeTruthy();
    expect(within(table).getByText('methods.creditcard')).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.filter((href) => href === '/transactions/8')).toHaveLength(2);
  });

  it('shows this month’s spending from the ledger above the orders', async () => {
    answer({ orders: [] });
    await renderAt('/transactions');
    const month = await screen.findByTestId('month-spending', {}, { timeout: 5000 });
    expect(vi.mocked(api).mock.calls.map(([path]) => path)).toContain('/api/spending.php');
    expect(within(month).getByTestId('month-nothing')).toBeTruthy();
  });

  it('leads to /credits when there is no order yet', async () => {
    answer({ orders: [] });
    await renderAt('/transactions');
    expect(screen.getByTestId('transactions-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'transactions.buyCredits' }).getAttribute('href')).toBe('/credits');
  });

  it('shows one order’s receipt with the seller, its state history and how to withdraw', async () => {
    answer({
      order: testOrder(7, { state: 'completed', discount_code: 'WELCOME25', discount_amount: 500, amount: 1499 }),
      transitions: [
        { from: null, to: 'created', source: 'checkout', at: '2026-11-20T10:00:00.000Z' },
        { from: 'created', to: 'pending', source: 'checkout', at: '2026-11-20T10:00:01.000Z' },
        { from: 'pending', to: 'completed', source: 'callback', at: '2026-11-20T10:01:00.000Z' },
      ],
      refund_days: 14,
    });
    await renderAt('/transactions/7');
    expect(api).toHaveBeenCalledWith('/api/transactions.php', { query: { id: 7 } });
    expect(screen.getByRole('heading', { name: 'transactions.receipt.title' })).toBeTruthy();
    expect(screen.getByText('Amorelle Media B.V., Keizersgracht 123, Amsterdam')).toBeTruthy();
    expect(screen.getByText('A-000007')).toBeTruthy();
    expect(screen.getByText('transactions.receipt.discount')).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'transactions.receipt.returnPolicy' }).getAttribute('href')).toBe(
      '/pages/return-policy',
    );
    expect((await screen.findByRole('link', { name: 'withdrawal.button' })).getAttribute('href')).toBe(
      '/transactions/7?withdraw=1',
    );
  });

  it('shows an unpaid order’s details without a withdrawal period', async () => {
    answer({
      order: testOrder(9, { state: 'cancelled' }),
      transitions: [{ from: null, to: 'cancelled', source: 'callback', at: '2026-11-20T10:00:00.000Z' }],
      refund_days: 14,
    });
    await renderAt('/transactions/9');
    expect(screen.getByRole('heading', { name: 'transactions.receipt.detailsTitle' })).toBeTruthy();
    expect(screen.queryByText('transactions.receipt.withdraw')).toBeNull();
    expect(screen.queryByRole('link', { name: 'withdrawal.button' })).toBeNull();
    expect(vi.mocked(api).mock.calls.filter(([path]) => path === '/api/withdrawal.php')).toHaveLength(0);
  });
});
