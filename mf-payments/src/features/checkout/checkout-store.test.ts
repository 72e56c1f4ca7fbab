import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks } from 'nanostores';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { PaymentQuote } from '@app/shared/contract';
import { $paymentCountry } from '@app/shared/stores/payment-country';
import {
  testDiscountCode,
  testOrder,
  testPackage,
  testPriceList,
  testQuote,
} from '../../test-support/payments-fixtures';
import { createCheckout } from './checkout-store';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

type Query = Record<string, string | number | undefined>;
type Options = { query?: Query; method?: string; body?: unknown; idempotencyKey?: string };

/**
 * A server for the checkout: NL packages 1-4 and DE packages 11-14; WELCOME25 takes 25 % off, ONLYIDEAL
 * only with iDEAL, USED is used; POST answers `payAnswers` in turn.
 */
let payAnswers: Array<() => unknown> = [];
let priceOffset = 0;
function server(path: string, options: Options = {}): unknown {
  const query = options.query ?? {};
  if (path === '/api/packages.php')
    return testPriceList(String(query.country ?? 'NL'), query.country === 'DE' ? 21 : 1);
  if (path === '/api/discountcode.php') {
    if (query.code === 'USED') throw new ApiError(409, 'discount_code_used');
    if (query.code === 'NOPE') throw new ApiError(404, 'discount_code_not_found');
    return { discount_code: testDiscountCode(String(query.code)) };
  }
  if (path === '/api/payment-quote.php') {
    const pack = testPackage(Number(query.package_id), {
      price: testPackage(Number(query.package_id)).price + priceOffset,
    });
    if (query.discount_code === 'ONLYIDEAL' && query.payment_method !== 'ideal') {
      throw new ApiError(422, 'discount_code_method');
    }
    const code = query.discount_code ? String(query.discount_code) : null;
    return { quote: testQuote(pack, code, code ? 25 : 0, String(query.country)) };
  }
  if (path === '/api/payment.php' && options.method === 'POST') {
    const next = payAnswers.shift();
    if (!next) throw new Error('unexpected payment');
    return next();
  }
  throw new Error(`unexpected call ${path}`);
}

const calls = (path: string) =>
  vi
    .mocked(api)
    .mock.calls.filter(([called]) => called === path)
    .map(([, options]) => options as Options);

const navigate = vi.fn();

beforeEach(() => {
  localStorage.clear();
  payAnswers = [];
  priceOffset = 0;
  vi.mocked(api).mockImplementation(async (path, options) => server(path, options as Options));
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
    expect(calls('/api/payment-quote.php').at(-1)?.query).toEqual({ package_id: 3, country: 'NL' });
  });

  it('is fetched again when the package, the method, the code or the country change', async () => {
    const checkout = await started();
    checkout.selectPackage(2);
    await allTasks();
    await vi.waitFor(() => expect(checkout.$checkout.get().quote?.package_id).toBe(2));
    checkout.selectMethod('ideal');
    await vi.waitFor(() =>
      expect(calls('/api/payment-quote.php').at(-1)?.query).toEqual({
        package_id: 2,
        country: 'NL',
        payment_method: 'ideal',
      }),
    );
    await checkout.applyCode('welcome25');
    await vi.waitFor(() => expect(checkout.$checkout.get().quote?.discount_code).toBe('WELCOME25'));
    expect(calls('/api/payment-quote.php').at(-1)?.query).toEqual({
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
    expect(calls('/api/discountcode.php')[0]?.query).toEqual({ code: 'TIMEBONUS25' });
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

describe('Pay now', () => {
  it('is not possible before a method is chosen', async () => {
    const checkout = await started();
    await checkout.pay();
    expect(calls('/api/payment.php')).toHaveLength(0);
  });

  it('orders exactly the quote shown and opens the provider’s page', async () => {
    const checkout = await started({ returnPath: '/chats/12' }, 'WELCOME25');
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    const shown = checkout.$checkout.get().quote!;
    payAnswers.push(() => ({ order: testOrder(7), checkout_url: 'https://pay.example/sbx_7' }));
    await checkout.pay();
    const [post] = calls('/api/payment.php');
    expect(post?.body).toEqual({
      package_id: 3,
      country: 'NL',
      payment_method: 'ideal',
      discount_code: 'WELCOME25',
      amount: shown.amount,
      currency: 'EUR',
      return_path: '/chats/12',
    });
    expect(post?.idempotencyKey).toMatch(/[0-9a-f-]{36}/);
    expect(navigate).toHaveBeenCalledWith('https://pay.example/sbx_7');
    expect(checkout.$checkout.get().payStatus).toBe('redirecting');
  });

  it('sends a retried click with the same Idempotency-Key, and a changed order with a new one', async () => {
    const checkout = await started();
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    payAnswers.push(
      () => {
        throw new ApiError(0, 'network_error');
      },
      () => ({ order: testOrder(8), checkout_url: 'https://pay.example/sbx_8' }),
    );
    await checkout.pay();
    expect(checkout.$checkout.get().payError).toBe('errors.network_error');
    await checkout.pay();
    const [first, second] = calls('/api/payment.php');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(navigate).toHaveBeenCalledTimes(1);

    checkout.resetPay();
    checkout.selectMethod('paypal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    payAnswers.push(() => ({ order: testOrder(9), checkout_url: 'https://pay.example/sbx_9' }));
    await checkout.pay();
    expect(calls('/api/payment.php')[2]?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('sends one order for a double click', async () => {
    const checkout = await started();
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    payAnswers.push(() => ({ order: testOrder(7), checkout_url: 'https://pay.example/sbx_7' }));
    await Promise.all([checkout.pay(), checkout.pay()]);
    expect(calls('/api/payment.php')).toHaveLength(1);
  });

  it('quotes again when the price changed and shows the new price with a notice; nothing is opened', async () => {
    const checkout = await started();
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    priceOffset = 100;
    payAnswers.push(() => {
      throw new ApiError(409, 'price_changed');
    });
    await checkout.pay();
    const state = checkout.$checkout.get();
    expect(state.priceChanged).toBe(true);
    expect(state.quote?.amount).toBe(testPackage(3).price + 100);
    expect(navigate).not.toHaveBeenCalled();
    // Paying again sends the new price.
    payAnswers.push(() => ({ order: testOrder(7), checkout_url: 'https://pay.example/sbx_7' }));
    await checkout.pay();
    expect(calls('/api/payment.php')[1]?.body).toMatchObject({ amount: testPackage(3).price + 100 });
  });

  it('shows a code refused at payment translated, quotes without it, and starts no order', async () => {
    const checkout = await started({}, 'WELCOME25');
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    expect(checkout.$checkout.get().quote?.discount_code).toBe('WELCOME25');
    payAnswers.push(() => {
      throw new ApiError(409, 'discount_code_used');
    });
    vi.mocked(api).mockImplementation(async (path, options) => {
      const query = (options as Options | undefined)?.query ?? {};
      if (path === '/api/payment-quote.php' && query.discount_code) throw new ApiError(409, 'discount_code_used');
      return server(path, options as Options);
    });
    await checkout.pay();
    expect(calls('/api/payment.php')).toHaveLength(1);
    const state = checkout.$checkout.get();
    expect(state.codeError).toBe('errors.discount_code_used');
    expect(state.quote?.discount_code).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says the spec’s “payment failed” when the provider refuses', async () => {
    const checkout = await started();
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    payAnswers.push(() => {
      throw new ApiError(502, 'payment_failed');
    });
    await checkout.pay();
    expect(checkout.$checkout.get()).toMatchObject({ payError: 'errors.payment_failed', payStatus: 'idle' });
  });
});

describe('a checkout of one package (/credits/{id})', () => {
  it('takes the package and method of the address', async () => {
    const checkout = await started({ packageId: 2, method: 'paypal' });
    expect(checkout.$checkout.get().selection).toMatchObject({ packageId: 2, method: 'paypal' });
    expect(checkout.$checkout.get().quote?.package_id).toBe(2);
  });

  it('says so when the payment country does not sell the package', async () => {
    const checkout = await started({ packageId: 99 });
    const state = checkout.$checkout.get();
    expect(state.packageMissing).toBe(true);
    expect(state.quote).toBeNull();
    expect(calls('/api/payment-quote.php')).toHaveLength(0);
  });
});
