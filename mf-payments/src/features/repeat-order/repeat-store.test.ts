import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { Order } from '@app/shared/contract';
import { testOrder, testPackage } from '../../test-support/payments-fixtures';
import { createRepeatOrder } from './repeat-store';
import { repeatServer, testDirectDebitState } from './repeat-test-server';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

type Options = { query?: Record<string, unknown>; method?: string; body?: unknown; idempotencyKey?: string };

const navigate = vi.fn();
const assign = vi.fn();
let server: ReturnType<typeof repeatServer>;

function serve(orders: Order[]) {
  server = repeatServer(orders);
  vi.mocked(api).mockImplementation(async (path, raw) => {
    const options = (raw ?? {}) as Options;
    return server.answer(path, options.query, options.method);
  });
}

function calls(path: string): Options[] {
  return vi
    .mocked(api)
    .mock.calls.filter(([called]) => called === path)
    .map(([, options]) => (options ?? {}) as Options);
}

async function loaded() {
  let keys = 0;
  const repeat = createRepeatOrder({ navigate, assign, newKey: () => `key-${++keys}` });
  await repeat.load();
  return repeat;
}

const DE_ORDER = testOrder(8, { state: 'completed', package_code: 'p1', country: 'DE', payment_method: 'paypal' });

beforeEach(() => serve([testOrder(9, { state: 'failed', package_code: 'p3' }), DE_ORDER]));
afterEach(() => {
  vi.mocked(api).mockReset();
  navigate.mockReset();
  assign.mockReset();
});

describe('the repeat of the last paid order', () => {
  it('pays under the active mandate where the country offers direct debit, at the quote’s price', async () => {
    server.priceOffset = 150;
    const repeat = await loaded();
    const state = repeat.$repeat.get();
    expect(calls('/api/direct-debit.php')[0]?.query).toEqual({ country: 'DE' });
    expect(state).toMatchObject({ method: 'directdebit', mandate: { reference: 'DD-4Q7X2M9K' } });
    expect(calls('/api/payment-quote.php')[0]?.query).toEqual({
      package_id: 22,
      country: 'DE',
      payment_method: 'directdebit',
    });
    expect(state.quote?.amount).toBe(testPackage(22).price + 150);
  });

  it('keeps the last method when the member is blocked for direct debit, and asks nothing where it is not offered', async () => {
    server.standing = testDirectDebitState({ blocked: true });
    expect((await loaded()).$repeat.get()).toMatchObject({ method: 'paypal', mandate: null });

    vi.mocked(api).mockClear();
    server.orders = [testOrder(5, { state: 'completed', country: 'NL', payment_method: 'ideal' })];
    expect((await loaded()).$repeat.get()).toMatchObject({ method: 'ideal', mandate: null });
    expect(calls('/api/direct-debit.php')).toHaveLength(0);
  });

  it('has no method when the country no longer offers the last one, and quotes nothing', async () => {
    server.orders = [testOrder(5, { state: 'completed', country: 'NL', payment_method: 'klarna' })];
    const repeat = await loaded();
    expect(repeat.$repeat.get()).toMatchObject({ method: null, quote: null });
    expect(calls('/api/payment-quote.php')).toHaveLength(0);
  });
});

describe('buying again', () => {
  it('sends exactly the quote with the key made when the confirmation opened, once for a double click and again for a retry', async () => {
    const repeat = await loaded();
    const { quote } = repeat.$repeat.get();
    repeat.open();
    const key = repeat.$repeat.get().confirmation?.key;
    expect(key).toBe('key-1');
    expect(calls('/api/payment.php')).toHaveLength(0);
    server.payAnswers.push(
      () => {
        throw new ApiError(0, 'network_error');
      },
      () => ({ order: testOrder(10), checkout_url: '/credits/22/directdebit?order=10' }),
    );
    await Promise.all([repeat.confirm(), repeat.confirm()]);
    expect(calls('/api/payment.php')).toHaveLength(1);
    expect(repeat.$repeat.get()).toMatchObject({ buyStatus: 'idle', buyError: 'network_error' });
    repeat.close();
    repeat.open();
    await repeat.confirm();
    const posts = calls('/api/payment.php');
    expect(posts.map((post) => post.idempotencyKey)).toEqual([key, key]);
    expect(posts[1]?.body).toEqual({
      package_id: 22,
      country: 'DE',
      payment_method: 'directdebit',
      discount_code: null,
      amount: quote?.amount,
      currency: 'EUR',
      return_path: null,
    });
    expect(navigate).toHaveBeenCalledWith('/credits/22/directdebit?order=10');
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves for a hosted checkout with the browser', async () => {
    server.standing = testDirectDebitState({ mandate: null });
    const repeat = await loaded();
    repeat.open();
    server.payAnswers.push(() => ({ order: testOrder(10), checkout_url: 'https://pay.example/sbx_10' }));
    await repeat.confirm();
    expect(calls('/api/payment.php')[0]?.body).toMatchObject({ payment_method: 'paypal' });
    expect(assign).toHaveBeenCalledWith('https://pay.example/sbx_10');
    expect(navigate).not.toHaveBeenCalled();
    // Back through the browser's cache: buying works again, with the same key (the server answers the same order).
    expect(repeat.$repeat.get().buyStatus).toBe('redirecting');
    repeat.resetBuy();
    server.payAnswers.push(() => ({ order: testOrder(10), checkout_url: 'https://pay.example/sbx_10' }));
    await repeat.confirm();
    const [first, again] = calls('/api/payment.php');
    expect(again?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('quotes again on price_changed, buys nothing, and a new confirmation of the new price has a new key', async () => {
    const repeat = await loaded();
    repeat.open();
    server.priceOffset = 100;
    server.payAnswers.push(() => {
      throw new ApiError(409, 'price_changed');
    });
    await repeat.confirm();
    const state = repeat.$repeat.get();
    expect(state).toMatchObject({ priceChanged: true, confirmation: null, buyStatus: 'idle' });
    expect(state.quote?.amount).toBe(testPackage(22).price + 100);
    expect(navigate).not.toHaveBeenCalled();
    repeat.open();
    expect(repeat.$repeat.get().confirmation).toMatchObject({
      key: 'key-2',
      order: { amount: testPackage(22).price + 100 },
    });
  });

  it('keeps the server’s refusal to show it', async () => {
    const repeat = await loaded();
    repeat.open();
    server.payAnswers.push(() => {
      throw new ApiError(422, 'direct_debit_limit');
    });
    await repeat.confirm();
    expect(repeat.$repeat.get()).toMatchObject({ buyError: 'direct_debit_limit', confirmation: { key: 'key-1' } });
  });
});
