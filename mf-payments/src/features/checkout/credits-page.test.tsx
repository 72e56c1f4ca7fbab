import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import {
  testDiscountCode,
  testOrder,
  testPackage,
  testPriceList,
  testQuote,
} from '../../test-support/payments-fixtures';
import { testI18n } from '../../test-support/i18n';
import { testSpendingLimit } from '../../common/spending/spending-fixtures';
import { CreditsPage } from './credits-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

type Options = { query?: Record<string, string | number>; method?: string; body?: unknown; idempotencyKey?: string };

const assign = vi.fn();
/** What POST /api/payment.php answers. */
let payAnswer: () => unknown;

beforeEach(() => {
  localStorage.clear();
  payAnswer = () => ({ order: testOrder(7), checkout_url: 'https://pay.example/sbx_7' });
  vi.stubGlobal('location', { ...window.location, assign });
  vi.mocked(api).mockImplementation(async (path, raw) => {
    const options = (raw ?? {}) as Options;
    const query = options.query ?? {};
    if (path === '/api/packages.php') return testPriceList('NL');
    if (path === '/api/discountcode.php') {
      if (query.code === 'USED') throw new ApiError(409, 'discount_code_used');
      return { discount_code: testDiscountCode(String(query.code)) };
    }
    if (path === '/api/payment-quote.php') {
      const code = query.discount_code ? String(query.discount_code) : null;
      return { quote: testQuote(testPackage(Number(query.package_id)), code, code ? 25 : 0) };
    }
    if (path === '/api/payment.php') return payAnswer();
    if (path === '/api/spending-limit.php') return { spending_limit: testSpendingLimit() };
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(api).mockReset();
  assign.mockReset();
});

async function renderCredits(address: string) {
  await testI18n('de');
  const router = createMemoryRouter([{ path: '/credits', element: <CreditsPage /> }], { initialEntries: [address] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

const payButton = () => screen.getByTestId('pay-now') as HTMLButtonElement;

/** The body of the order the page sent (POST /api/payment.php), if any. */
function postedOrder(): unknown {
  const call = vi.mocked(api).mock.calls.find(([path]) => path === '/api/payment.php');
  return call ? (call[1] as Options).body : undefined;
}

describe('/credits (German)', () => {
  it('shows a refused code of the address in the field, with the reason translated', async () => {
    await renderCredits('/credits?code=USED');
    const field = screen.getByLabelText('Rabattcode') as HTMLInputElement;
    expect(field.value).toBe('USED');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Dieser Rabattcode wurde bereits eingelöst.');
  });

  it('shows a refused code translated under the field and starts no order', async () => {
    await renderCredits('/credits');
    const field = screen.getByLabelText('Rabattcode');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(field, { target: { value: 'used' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Einlösen' })));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Dieser Rabattcode wurde bereits eingelöst.');
    expect(vi.mocked(api).mock.calls.some(([path]) => path === '/api/payment.php')).toBe(false);
    // The price stays the one without a code.
    expect(screen.getByTestId('quote-amount').textContent?.replace(/\s/g, ' ')).toBe('34,99 €');
  });

  it('offers the packages and methods as radio groups and pays the quote shown, with the return path', async () => {
    await renderCredits('/credits?code=welcome25&return=%2Fchats%2F12');
    expect(screen.getByRole('group', { name: 'Wähle ein Paket' })).toBeTruthy();
    const methods = screen.getByRole('group', { name: 'Zahlungsart' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'iDEAL | Wero' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kredit- oder Debitkarte' })).toBeTruthy();

    // The recommended package with the code: 34,99 € less 25 %.
    expect(screen.getByTestId('quote-amount').textContent?.replace(/\s/g, ' ')).toBe('26,24 €');
    expect(payButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'iDEAL | Wero' }));
    await act(async () => undefined);
    expect(payButton().disabled).toBe(false);
    expect(payButton().textContent?.replace(/\s/g, ' ')).toBe('Jetzt bezahlen · 26,24 €');

    await act(async () => fireEvent.click(payButton()));
    // The return path's rule loads on the click (not with the page): the order leaves once it has.
    await vi.waitFor(() => expect(postedOrder()).toBeDefined());
    expect(postedOrder()).toEqual({
      package_id: 3,
      country: 'NL',
      payment_method: 'ideal',
      discount_code: 'WELCOME25',
      amount: 2624,
      currency: 'EUR',
      return_path: '/chats/12',
    });
    expect(assign).toHaveBeenCalledWith('https://pay.example/sbx_7');
  });

  it('ignores a return address that leaves the site', async () => {
    await renderCredits('/credits?return=https%3A%2F%2Fevil.example');
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await act(async () => undefined);
    await act(async () => fireEvent.click(payButton()));
    await vi.waitFor(() => expect(postedOrder()).toBeDefined());
    expect(postedOrder()).toMatchObject({ return_path: null });
  });

  it('shows the spending safety below the checkout, and a purchase over the limit refused with the date and a link to it', async () => {
    // Opened as /credits#spending: the section is there at once (else when it comes near the screen).
    vi.stubGlobal('location', { ...window.location, assign, hash: '#spending' });
    payAnswer = () => {
      throw new ApiError(422, 'spending_limit', { error: 'spending_limit', resets_at: '2026-11-30T23:00:00.000Z' });
    };
    await renderCredits('/credits');
    const section = await screen.findByTestId('spending-section');
    expect(section.closest('#spending')).toBeTruthy();
    expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Ausgabenschutz' }));
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    await act(async () => undefined);
    await act(async () => fireEvent.click(payButton()));
    const refusal = await screen.findByTestId('spending-refusal');
    expect(refusal.textContent).toContain(
      'Mit diesem Kauf würdest du dein monatliches Ausgabenlimit überschreiten. Es beginnt am 1. Dezember 2026 von vorn.',
    );
    expect(within(refusal).getByRole('link', { name: 'Ausgabenlimit ändern' }).getAttribute('href')).toBe('#spending');
    expect(assign).not.toHaveBeenCalled();
  });
});
