import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { Order } from '@app/shared/contract';
import { testOrder, testPriceList } from '../../test-support/payments-fixtures';
import { RepeatOrderPage } from './repeat-order-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(api).mockReset();
  localStorage.clear();
});

async function renderWith(orders: Order[]) {
  vi.mocked(api).mockImplementation(async (path, options) => {
    if (path === '/api/transactions.php') return { orders };
    if (path === '/api/packages.php') {
      const country = (options as { query: { country: string } }).query.country;
      return testPriceList(country, country === 'DE' ? 21 : 1);
    }
    throw new Error(`unexpected ${path}`);
  });
  const router = createMemoryRouter([{ path: '*', element: <RepeatOrderPage /> }]);
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

// Without an i18next instance the texts are their keys.
describe('/credits/repeat-order', () => {
  it('leads to the checkout of the same tier of the last paid order, with its method', async () => {
    await renderWith([
      testOrder(9, { state: 'failed', package_code: 'p3' }),
      testOrder(8, { state: 'completed', package_code: 'p1', country: 'DE', payment_method: 'paypal' }),
    ]);
    const again = screen.getByRole('link', { name: 'repeatOrder.again' });
    expect(again.getAttribute('href')).toBe('/credits/22/paypal');
    act(() => again.click());
    expect(localStorage.getItem('paymentCountry')).toBe('DE');
  });

  it('leads to the choice of a method when the country no longer offers the one used', async () => {
    await renderWith([testOrder(8, { state: 'completed', package_code: 'p1', payment_method: 'klarna' })]);
    expect(screen.getByRole('link', { name: 'repeatOrder.again' }).getAttribute('href')).toBe('/credits/2');
  });

  it('leads to /credits when there is nothing to repeat', async () => {
    await renderWith([testOrder(9, { state: 'cancelled' })]);
    expect(screen.getByTestId('repeat-none').textContent).toContain('repeatOrder.none');
    expect(screen.getByRole('link', { name: 'repeatOrder.choose' }).getAttribute('href')).toBe('/credits');
  });
});
