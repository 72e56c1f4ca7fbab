// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks } from 'nanostores';
import { api } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { PaymentQuote } from '@app/shared/contract';
import { $paymentCountry } from '@app/shared/stores/payment-country';
import { callsTo, fakeServer } from '../../test-support/checkout-server';
import { testPackage, testQuote } from '../../test-support/payments-fixtures';
import { createCheckout } from './checkout-store';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

const navigate = vi.fn();

beforeEach(() => {
  localStorage.clear();
  fakeServer.reset();
  fakeServer.install();
});
afterEach(() => {
  vi.mocked(api).mockReset();
  navigate.mockReset();
});

async function started(options: Parameters<typeof createCheckout>[0] = {}, code: string | null = null) {
  const checkout = createCheckout({ navigate, ...options });
  await checkout.start('NL', code);
  return checkout;
}

describe('the quote', () => {
  it('is the server’s, for the recommended package until the member picks another', async () => {
    const checkout = await started();
    const state = checkout.$checkout.get();
    expect(state.selection).toEqual({ country: 'NL', packageId: 3, method: null, code: null });
    expect(state.quote).toEqual(testQuote(testPackage(3)));
    expect(callsTo('/api/payment-quote.php').at(-1)?.query).toEqual({ package_id: 3, country: 'NL' });
  });

  it('is fetched again when the package, the method, the code or the country change', async () => {
    const checkout = await started();
    checkout.selectPackage(2);
    await allTasks();
    await vi.waitFor(() => expect(checkout.$checkout.get().quote?.package_id).toBe(2));
    checkout.selectMethod('ideal');
    await vi.waitFor(() =>
      expect(callsTo('/api/payment-quote.php').at(-1)?.query).toEqual({
        package_id: 2,
        country: 'NL',
        payment_method: 'ideal',
      }),
    );
    await checkout.applyCode('welcome25');
    await vi.waitFor(() => expect(checkout.$checkout.get().quote?.discount_code).toBe('WELCOME25'));
    expect(callsTo('/api/payment-quote.php').at(-1)?.query).toEqual({
      package_id: 2,
      country: 'NL',
      payment_method: 'ideal',
      discount_code: 'WELCOME25',
    });
    await checkout.setCountry('DE');
    const state = checkout.$checkout.get();
    // The same tier in Germany, the Dutch method gone, the code kept.
    expect(state.selection).toEqual({ country: 'DE', packageId: 22, method: null, code: 'WELCOME25' });
    expect(state.quote).toMatchObject({ package_id: 22, country: 'DE', discount_code: 'WELCOME25' });
    expect($paymentCountry.get()).toBe('DE');
    expect(localStorage.getItem('paymentCountry')).toBe('DE');
  });

  it('never shows an older answer over a newer one', async () => {
    const checkout = await started();
    let answerFirst: (value: { quote: PaymentQuote }) => void = () => undefined;
    vi.mocked(api).mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    checkout.selectPackage(1);
    checkout.selectPackage(4);
    await vi.waitFor(() => expect(checkout.$checkout.get().quote?.package_id).toBe(4));
    answerFirst({ quote: testQuote(testPackage(1)) });
    await allTasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(checkout.$checkout.get().quote?.package_id).toBe(4);
    expect(checkout.$checkout.get().quoteStatus).toBe('ready');
  });
});

describe('discount codes', () => {
  it('applies a code from the address (?code=) before the first payment', async () => {
    const checkout = await started({}, 'timebonus25');
    expect(callsTo('/api/discountcode.php')[0]?.query).toEqual({ code: 'TIMEBONUS25' });
    expect(checkout.$checkout.get().quote).toMatchObject({ discount_code: 'TIMEBONUS25', discount_percentage: 25 });
  });

  it('shows the server’s refusal translated and keeps the price without it', async () => {
    const checkout = await started();
    expect(await checkout.applyCode('used')).toBe(false);
    const state = checkout.$checkout.get();
    expect(state.codeError).toBe('errors.discount_code_used');
    expect(state.selection.code).toBeNull();
    expect(state.quote?.discount_code).toBeNull();
  });

  it('says when an applied code does not fit the method, and quotes without it until it does', async () => {
    const checkout = await started();
    checkout.selectMethod('creditcard');
    await checkout.applyCode('ONLYIDEAL');
    await vi.waitFor(() => expect(checkout.$checkout.get().codeError).toBe('errors.discount_code_method'));
    expect(checkout.$checkout.get().quote).toMatchObject({ discount_code: null, amount: testPackage(3).price });
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quote?.discount_code).toBe('ONLYIDEAL'));
    expect(checkout.$checkout.get().codeError).toBeNull();
  });
});
