import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@app/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { DirectDebitState } from '@app/shared/contract/direct-debit-api';
import { resetPaymentCountry, setPaymentCountry } from '@app/shared/stores/payment-country';
import { callsTo, fakeServer, type Options } from '../../test-support/checkout-server';
import { testI18n } from '../../test-support/i18n';
import { testOrder } from '../../test-support/payments-fixtures';
import { testDirectDebitState, testMandate } from './direct-debit/direct-debit-fixtures';
import { CheckoutPage } from './checkout-page';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));
// The result page reads the order live; here it only shows which order it was opened for.
vi.mock('./result/result-view', () => ({
  ResultView: ({ orderId }: { orderId: number }) => <p data-testid="result">{`order ${orderId}`}</p>,
}));

const assign = vi.fn();
let standing: DirectDebitState;

beforeEach(() => {
  fakeServer.reset();
  setPaymentCountry('DE');
  vi.stubGlobal('location', { ...window.location, assign });
  standing = testDirectDebitState({ mandate: testMandate() });
  vi.mocked(api).mockImplementation(async (path, options) => {
    if (path === '/api/direct-debit.php') return standing;
    return fakeServer.answer(path, options as Options);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(api).mockReset();
  assign.mockReset();
  resetPaymentCountry();
});

async function renderCheckout(address = '/credits/23/directdebit') {
  await testI18n('de');
  const router = createMemoryRouter([{ path: '/credits/:id/:paymentmethod?', element: <CheckoutPage /> }], {
    initialEntries: [address],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await act(async () => vi.dynamicImportSettled());
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 5000 });
}

describe('a checkout by direct debit (German)', () => {
  it('leads a member without a mandate to set one up, and back, instead of paying', async () => {
    standing = testDirectDebitState();
    await renderCheckout();
    const setUp = await screen.findByRole('link', { name: 'Lastschrift einrichten' });
    expect(setUp.getAttribute('href')).toBe('/directdebit?return=%2Fcredits%2F23%2Fdirectdebit');
    expect(screen.queryByTestId('pay-now')).toBeNull();
  });

  it('pays under the mandate and opens the order’s result in the page', async () => {
    fakeServer.payAnswers.push(() => ({ order: testOrder(7), checkout_url: '/credits/23/directdebit?order=7' }));
    await renderCheckout();
    const pay = (await screen.findByTestId('pay-now')) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    await act(async () => fireEvent.click(pay));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('order 7'));
    expect(callsTo('/api/payment.php')[0]?.body).toMatchObject({ payment_method: 'directdebit', package_id: 23 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the limit’s refusal with its text', async () => {
    fakeServer.payAnswers.push(() => {
      throw new ApiError(422, 'direct_debit_limit');
    });
    await renderCheckout();
    const pay = (await screen.findByTestId('pay-now')) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    await act(async () => fireEvent.click(pay));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dein Lastschriftlimit ist erreicht. Bitte wähle eine andere Zahlungsart oder versuch es später noch einmal.',
    );
  });

  it('offers to set up direct debit when the mandate was revoked meanwhile', async () => {
    fakeServer.payAnswers.push(() => {
      standing = testDirectDebitState();
      throw new ApiError(409, 'direct_debit_mandate_required');
    });
    await renderCheckout();
    const pay = (await screen.findByTestId('pay-now')) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    await act(async () => fireEvent.click(pay));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Du hast kein aktives Lastschriftmandat. Bitte richte zuerst die Lastschrift ein.',
    );
    expect(await screen.findByRole('link', { name: 'Lastschrift einrichten' })).toBeTruthy();
  });

  it('does not ask for the direct debit standing with another method', async () => {
    await renderCheckout('/credits/23/paypal');
    expect(await screen.findByTestId('pay-now')).toBeTruthy();
    expect(vi.mocked(api).mock.calls.some(([path]) => path === '/api/direct-debit.php')).toBe(false);
  });
});
