import { ApiError } from '@app/shared/api';
import type { Order, PaymentMethodId } from '@app/shared/contract';
import type { DirectDebitState, Mandate } from '@app/shared/contract/direct-debit-api';
import { testPackage, testPriceList, testQuote } from '../../test-support/payments-fixtures';

/** An active mandate as GET /api/direct-debit.php answers it. */
export function testMandate(reference = 'DD-4Q7X2M9K'): Mandate {
  const creditor = {
    name: 'Example B.V.',
    creditor_id: 'NL98ZZZ123456780000',
    address: 'Straat 1, 1011 AA Amsterdam, NL',
  };
  return {
    reference,
    status: 'active',
    account_holder: 'Anna Schmidt',
    iban: 'DE89370400440532013000',
    street: 'Hauptstraße',
    house_number: '1',
    zip: '10115',
    city: 'Berlin',
    phone: '+4915123456789',
    phone_display: '+49 1512 3456789',
    country: 'DE',
    creditor,
    language: 'de',
    text: 'Ich ermächtige …',
    signed_at: '2026-11-01T10:00:00.000Z',
    revoked_at: null,
  };
}

export function testDirectDebitState(overrides: Partial<DirectDebitState> = {}): DirectDebitState {
  const mandate = testMandate();
  return {
    country: 'DE',
    mandate,
    blocked: false,
    limit: { amount: 30000, used: 0, currency: 'EUR', window_days: 30, frees_at: null },
    creditor: mandate.creditor,
    mandate_text: 'Ich ermächtige …',
    ...overrides,
  };
}

/**
 * The server of the repeat-order tests, by path: the member's `orders`, the NL (1-4) and DE (21-24)
 * price lists (NL for any other country), the member's direct debit `standing`, quotes at the list price plus `priceOffset`, and
 * POST /api/payment.php answering `payAnswers` in turn. Every call is recorded in `calls`.
 */
export function repeatServer(orders: Order[]) {
  const server = {
    orders,
    standing: testDirectDebitState() as DirectDebitState,
    priceOffset: 0,
    payAnswers: [] as Array<() => unknown>,
    answer(path: string, query: Record<string, unknown> = {}, method = 'GET'): unknown {
      if (path === '/api/transactions.php') return { orders: server.orders };
      // A country the site does not sell in is answered with the site's own (NL).
      if (path === '/api/packages.php') return query.country === 'DE' ? testPriceList('DE', 21) : testPriceList('NL');
      if (path === '/api/direct-debit.php') return { ...server.standing, country: String(query.country) };
      if (path === '/api/payment-quote.php') {
        const id = Number(query.package_id);
        const pack = testPackage(id, { price: testPackage(id).price + server.priceOffset });
        const payment_method = (query.payment_method ?? null) as PaymentMethodId | null;
        return { quote: { ...testQuote(pack, null, 0, String(query.country)), payment_method } };
      }
      if (path === '/api/payment.php' && method === 'POST') {
        const next = server.payAnswers.shift();
        if (!next) throw new ApiError(500, 'internal_error');
        return next();
      }
      throw new Error(`unexpected ${method} ${path}`);
    },
  };
  return server;
}
