import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@app/shared/api';
import type { Order } from '@app/shared/contract';
import { testOrder } from '../../test-support/payments-fixtures';
import { testI18n } from '../../test-support/i18n';
import { RepeatOrderPage } from './repeat-order-page';
import { repeatServer, testDirectDebitState } from './repeat-test-server';

type Answer = [status: number, body: unknown];

/** The page against a fake server through the real HTTP client (its retries included): `fetch` is stubbed. */
let server: ReturnType<typeof repeatServer>;
let posts: Answer[];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  let answer: Answer;
  if (method === 'POST') answer = posts.shift() ?? [500, { error: 'internal_error' }];
  else {
    try {
      answer = [200, server.answer(url.pathname, Object.fromEntries(url.searchParams), method)];
    } catch (error) {
      answer = [(error as ApiError).status, { error: (error as ApiError).code }];
    }
  }
  return new Response(JSON.stringify(answer[1]), {
    status: answer[0],
    headers: { 'content-type': 'application/json' },
  });
});

const assign = vi.fn();

beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  assign.mockReset();
  localStorage.clear();
});

const DE_ORDER = testOrder(8, { state: 'completed', package_code: 'p1', country: 'DE', payment_method: 'paypal' });

async function renderWith(orders: Order[], setUp: (s: typeof server) => void = () => {}) {
  await testI18n('en');
  server = repeatServer(orders);
  setUp(server);
  const router = createMemoryRouter([{ path: '*', element: <RepeatOrderPage /> }], {
    initialEntries: ['/credits/repeat-order'],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await waitFor(() => expect(screen.getByTestId('buy-again')).toHaveProperty('disabled', false));
  return router;
}

/** The Idempotency-Key of every POST /api/payment.php that reached the network. */
function paymentKeys(): Array<string | null> {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input).startsWith('/api/payment.php') && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

const buyAgain = () => screen.getByTestId('buy-again') as HTMLButtonElement;
const confirmButton = () => screen.getByTestId('confirm-purchase') as HTMLButtonElement;

describe('/credits/repeat-order', () => {
  it('shows the package, the mandate and today’s price from the quote with its VAT before the button', async () => {
    await renderWith([DE_ORDER], (s) => (s.priceOffset = 150));
    expect(screen.getByTestId('repeat-method').textContent).toBe(
      'Payment method: SEPA direct debit under mandate DD-4Q7X2M9K',
    );
    expect(screen.getByTestId('quote-amount').textContent).toBe('€21.49');
    expect(screen.getByTestId('quote').textContent).toContain('incl. 21% VAT: €3.73');
    expect(buyAgain().textContent).toBe('Buy again for €21.49');
  });

  it('shows the last method when there is no mandate', async () => {
    await renderWith([DE_ORDER], (s) => (s.standing = testDirectDebitState({ mandate: null })));
    expect(screen.getByTestId('repeat-method').textContent).toBe('Payment method: PayPal');
  });

  it('buys after one confirmation, with ONE Idempotency-Key for a double click, the client’s retry and a retry', async () => {
    const router = await renderWith([DE_ORDER]);
    fireEvent.click(buyAgain());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Confirm your purchase' })).toBeTruthy();
    expect(within(dialog).getByTestId('confirm-method').textContent).toContain('DD-4Q7X2M9K');
    expect(within(dialog).getByTestId('quote-amount').textContent).toBe('€19.99');
    expect(paymentKeys()).toHaveLength(0);

    // The first try: busy at once (a second click does nothing), the client retries a 503 by itself.
    posts.push([503, { error: 'unavailable' }], [422, { error: 'direct_debit_limit' }]);
    fireEvent.click(confirmButton());
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(confirmButton());
    await waitFor(() =>
      expect(screen.getByTestId('repeat-error').textContent).toBe(
        'You have reached the direct debit limit. Please choose another payment method or try again later.',
      ),
    );
    expect(paymentKeys()).toHaveLength(2);

    // The member tries again: the same key.
    posts.push([201, { order: testOrder(10), checkout_url: '/credits/22/directdebit?order=10' }]);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/22/directdebit'));
    expect(router.state.location.search).toBe('?order=10');
    const keys = paymentKeys();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the new price with a notice when the price changed, and buys nothing', async () => {
    await renderWith([DE_ORDER]);
    fireEvent.click(buyAgain());
    server.priceOffset = 100;
    posts.push([409, { error: 'price_changed' }]);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(buyAgain().textContent).toBe('Buy again for €20.99'));
    expect(screen.getByTestId('price-changed').textContent).toContain('Nothing was bought.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(paymentKeys()).toHaveLength(1);
  });

  it('shows a missing mandate translated, with the way to set one up', async () => {
    const order = { ...DE_ORDER, payment_method: 'directdebit' as const };
    await renderWith([order], (s) => (s.standing = testDirectDebitState({ mandate: null })));
    fireEvent.click(buyAgain());
    posts.push([409, { error: 'direct_debit_mandate_required' }]);
    fireEvent.click(confirmButton());
    const error = await screen.findByTestId('repeat-error');
    expect(error.textContent).toContain('You have no active direct debit mandate.');
    expect(within(error).getByRole('link', { name: 'Set up direct debit' }).getAttribute('href')).toBe('/directdebit');
  });

  it('shows a purchase over the member’s own monthly limit with the date it starts again', async () => {
    await renderWith([DE_ORDER]);
    fireEvent.click(buyAgain());
    posts.push([422, { error: 'spending_limit', resets_at: '2026-11-30T23:00:00.000Z' }]);
    fireEvent.click(confirmButton());
    const refusal = await screen.findByTestId('spending-refusal', {}, { timeout: 5000 });
    expect(refusal.textContent).toContain('It starts again on December 1, 2026.');
    expect(within(refusal).getByRole('link').getAttribute('href')).toBe('/credits#spending');
  });

  it('leaves for the provider’s hosted checkout with the browser', async () => {
    await renderWith([testOrder(5, { state: 'completed', country: 'NL', payment_method: 'ideal' })]);
    fireEvent.click(buyAgain());
    posts.push([201, { order: testOrder(10), checkout_url: 'https://pay.example/sbx_10' }]);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/sbx_10'));
  });
});

describe('/credits/repeat-order without a repeat to buy', () => {
  async function renderPlain(orders: Order[]) {
    await testI18n('en');
    server = repeatServer(orders);
    const router = createMemoryRouter([{ path: '*', element: <RepeatOrderPage /> }]);
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  }

  it('leads to /credits when there is nothing to repeat', async () => {
    await renderPlain([testOrder(9, { state: 'cancelled' })]);
    expect(screen.getByTestId('repeat-none').textContent).toContain('You have no earlier purchase to repeat yet.');
    expect(screen.getByRole('link', { name: 'Choose a package' }).getAttribute('href')).toBe('/credits');
  });

  it('says so when the package is no longer sold', async () => {
    await renderPlain([testOrder(9, { state: 'completed', package_code: 'p1', country: 'CH' })]);
    expect(screen.getByTestId('repeat-none').textContent).toContain('no longer available');
  });

  it('leads to the choice of a method when the country no longer offers the one used', async () => {
    await renderPlain([testOrder(8, { state: 'completed', package_code: 'p1', payment_method: 'klarna' })]);
    const link = screen.getByRole('link', { name: 'Choose a payment method' });
    expect(link.getAttribute('href')).toBe('/credits/2');
    act(() => link.click());
    expect(localStorage.getItem('paymentCountry')).toBe('NL');
    expect(screen.queryByTestId('buy-again')).toBeNull();
  });
});
