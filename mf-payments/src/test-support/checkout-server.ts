import { vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import { testDiscountCode, testPackage, testPriceList, testQuote } from './payments-fixtures';

export type Query = Record<string, string | number | undefined>;
export type Options = { query?: Query; method?: string; body?: unknown; idempotencyKey?: string };

/**
 * A fake payments server for the checkout's tests (`api` must be mocked by the test): NL packages 1-4
 * and DE packages 21-24; WELCOME25 takes 25 % off, ONLYIDEAL only with iDEAL, USED is used and NOPE
 * unknown; POST /api/payment.php answers `fakeServer.payAnswers` in turn; `priceOffset` raises prices.
 */
export const fakeServer = {
  payAnswers: [] as Array<() => unknown>,
  priceOffset: 0,
  reset(): void {
    this.payAnswers = [];
    this.priceOffset = 0;
  },
  answer(path: string, options: Options = {}): unknown {
    const query = options.query ?? {};
    if (path === '/api/packages.php')
      return testPriceList(String(query.country ?? 'NL'), query.country === 'DE' ? 21 : 1);
    if (path === '/api/discountcode.php') {
      if (query.code === 'USED') throw new ApiError(409, 'discount_code_used');
      if (query.code === 'NOPE') throw new ApiError(404, 'discount_code_not_found');
      return { discount_code: testDiscountCode(String(query.code)) };
    }
    if (path === '/api/payment-quote.php') {
      const id = Number(query.package_id);
      const pack = testPackage(id, { price: testPackage(id).price + this.priceOffset });
      if (query.discount_code === 'ONLYIDEAL' && query.payment_method !== 'ideal') {
        throw new ApiError(422, 'discount_code_method');
      }
      const code = query.discount_code ? String(query.discount_code) : null;
      return { quote: testQuote(pack, code, code ? 25 : 0, String(query.country)) };
    }
    if (path === '/api/payment.php' && options.method === 'POST') {
      const next = this.payAnswers.shift();
      if (!next) throw new Error('unexpected payment');
      return next();
    }
    throw new Error(`unexpected call ${path}`);
  },
  /** Makes the mocked `api` answer as this server. */
  install(): void {
    vi.mocked(api).mockImplementation(async (path, options) => this.answer(path, options as Options));
  },
};

/** The options of every call the page made to `path`, in order. */
export function callsTo(path: string): Options[] {
  return vi
    .mocked(api)
    .mock.calls.filter(([called]) => called === path)
    .map(([, options]) => options as Options);
}
