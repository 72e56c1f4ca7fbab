// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import { callsTo, fakeServer, type Options } from '../../test-support/checkout-server';
import { testOrder, testPackage } from '../../test-support/payments-fixtures';
import { createCheckout } from './checkout-store';
import { SPENDING_LIMIT_REFUSAL } from './pay-action';

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

describe('Pay now', () => {
  it('is not possible before a method is chosen', async () => {
    const checkout = await started();
    await checkout.pay();
    expect(callsTo('/api/payment.php')).toHaveLength(0);
  });

  it('orders exactly the quote shown and opens the provider’s page', async () => {
    const checkout = await started({ returnPath: '/chats/12' }, 'WELCOME25');
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    const shown = checkout.$checkout.get().quote!;
    fakeServer.payAnswers.push(() => ({ order: testOrder(7), checkout_url: 'https://pay.example/sbx_7' }));
    await checkout.pay();
    const [post] = callsTo('/api/payment.php');
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
    fakeServer.payAnswers.push(
      () => {
        throw new ApiError(0, 'network_error');
      },
      () => ({ order: testOrder(8), checkout_url: 'https://pay.example/sbx_8' }),
    );
    await checkout.pay();
    expect(checkout.$checkout.get().payError).toBe('errors.network_error');
    await checkout.pay();
    const [first, second] = callsTo('/api/payment.php');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(navigate).toHaveBeenCalledTimes(1);

    checkout.resetPay();
    checkout.selectMethod('paypal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    fakeServer.payAnswers.push(() => ({ order: testOrder(9), checkout_url: 'https://pay.example/sbx_9' }));
    await checkout.pay();
    expect(callsTo('/api/payment.php')[2]?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('sends one order for a double click', async () => {
    const checkout = await started();
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    fakeServer.payAnswers.push(() => ({ order: testOrder(7), checkout_url: 'https://pay.example/sbx_7' }));
    await Promise.all([checkout.pay(), checkout.pay()]);
    expect(callsTo('/api/payment.php')).toHaveLength(1);
  });

  it('quotes again when the price changed and shows the new price with a notice; nothing is opened', async () => {
    const checkout = await started();
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    fakeServer.priceOffset = 100;
    fakeServer.payAnswers.push(() => {
      throw new ApiError(409, 'price_changed');
    });
    await checkout.pay();
    const state = checkout.$checkout.get();
    expect(state.priceChanged).toBe(true);
    expect(state.quote?.amount).toBe(testPackage(3).price + 100);
    expect(navigate).not.toHaveBeenCalled();
    // Paying again sends the new price.
    fakeServer.payAnswers.push(() => ({ order: testOrder(7), checkout_url: 'https://pay.example/sbx_7' }));
    await checkout.pay();
    expect(callsTo('/api/payment.php')[1]?.body).toMatchObject({ amount: testPackage(3).price + 100 });
  });

  it('shows a code refused at payment translated, quotes without it, and starts no order', async () => {
    const checkout = await started({}, 'WELCOME25');
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    expect(checkout.$checkout.get().quote?.discount_code).toBe('WELCOME25');
    fakeServer.payAnswers.push(() => {
      throw new ApiError(409, 'discount_code_used');
    });
    vi.mocked(api).mockImplementation(async (path, options) => {
      const query = (options as Options | undefined)?.query ?? {};
      if (path === '/api/payment-quote.php' && query.discount_code) throw new ApiError(409, 'discount_code_used');
      return fakeServer.answer(path, options as Options);
    });
    await checkout.pay();
    expect(callsTo('/api/payment.php')).toHaveLength(1);
    const state = checkout.$checkout.get();
    expect(state.codeError).toBe('errors.discount_code_used');
    expect(state.quote?.discount_code).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says the spec’s “payment failed” when the provider refuses', async () => {
    const checkout = await started();
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    fakeServer.payAnswers.push(() => {
      throw new ApiError(502, 'payment_failed');
    });
    await checkout.pay();
    expect(checkout.$checkout.get()).toMatchObject({ payError: 'errors.payment_failed', payStatus: 'idle' });
  });
});

describe('a purchase over the member’s own monthly limit', () => {
  it('is refused with its own text and the date the limit starts again; nothing is opened', async () => {
    const checkout = await started();
    checkout.selectMethod('ideal');
    await vi.waitFor(() => expect(checkout.$checkout.get().quoteStatus).toBe('ready'));
    fakeServer.payAnswers.push(() => {
      throw new ApiError(422, 'spending_limit', { error: 'spending_limit', resets_at: '2026-11-30T23:00:00.000Z' });
    });
    await checkout.pay();
    expect(checkout.$checkout.get()).toMatchObject({
      payError: SPENDING_LIMIT_REFUSAL,
      payResetsAt: '2026-11-30T23:00:00.000Z',
      payStatus: 'idle',
    });
    expect(navigate).not.toHaveBeenCalled();
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
    expect(callsTo('/api/payment-quote.php')).toHaveLength(0);
  });
});
