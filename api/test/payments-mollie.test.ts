import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBalance } from '../src/modules/credits/credit.service';
import { createMollieProvider } from '../src/modules/payments/providers/mollie-provider';
import { expectConsistentBooks } from './support/ledger-helpers';
import { startMollieServer, type MollieServer } from './support/mollie-server';
import { signUpMember } from './support/members';
import { orderState, quoteFor, startPayment } from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** A whole purchase through the site's HTTP calls with the Mollie adapter, against a loopback Mollie API. */
describe.each(DATABASE_KINDS)('payments through Mollie on %s', (kind) => {
  let mollie: MollieServer;
  let test: TestApp;
  beforeAll(async () => {
    mollie = await startMollieServer();
    test = await createTestApp(kind, {
      paymentProvider: createMollieProvider({ apiKey: mollie.apiKey, apiEndpoint: mollie.url }),
    });
  });
  afterAll(async () => {
    await test?.close();
    await mollie?.close();
  });

  /** Mollie's webhook: a form POST with the payment id only. */
  const webhook = (id: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/payment-callback.php?provider=mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}`,
    });

  async function start(member: Awaited<ReturnType<typeof signUpMember>>) {
    const { answer, pkg, country } = await quoteFor(test, member, { code: 'p1', country: 'BE', method: 'bancontact' });
    const { quote } = answer.json();
    const started = await startPayment(test, member, {
      package_id: pkg.id,
      country,
      payment_method: 'bancontact',
      amount: quote.amount,
      currency: quote.currency,
    });
    expect(started.statusCode, started.body).toBe(201);
    const order = started.json().order;
    const row = await test.db
      .selectFrom('orders')
      .select('provider_payment_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { order, checkoutUrl: started.json().checkout_url as string, molliePaymentId: row.provider_payment_id! };
  }

  it('creates the payment at Mollie with our price and completes it by the id-only webhook, once', async () => {
    const member = await signUpMember(test);
    const { order, checkoutUrl, molliePaymentId } = await start(member);
    expect(molliePaymentId).toMatch(/^tr_/);
    expect(checkoutUrl.startsWith('https://www.mollie.com/checkout/')).toBe(true);
    const created = mollie.payment(molliePaymentId)!;
    expect(created).toMatchObject({ amount: { currency: 'EUR', value: '19.99' }, method: 'bancontact' });
    expect(String(created.redirectUrl)).toMatch(new RegExp(`/credits/\\d+/bancontact\\?order=${order.id}$`));
    expect(String(created.webhookUrl)).toMatch(/\/api\/payment-callback\.php\?provider=mollie$/);

    expect((await webhook(molliePaymentId)).statusCode).toBe(200);
    expect(await orderState(test, order.id)).toBe('pending');
    mollie.setStatus(molliePaymentId, 'paid');
    for (let round = 0; round < 3; round++) expect((await webhook(molliePaymentId)).statusCode).toBe(200);
    expect(await orderState(test, order.id)).toBe('completed');
    expect(await expectConsistentBooks(test.db, member.userId)).toBe(50);
  });

  it('never credits a cancelled or expired Mollie payment, and answers an unknown id without effect', async () => {
    for (const status of ['canceled', 'expired'] as const) {
      const member = await signUpMember(test);
      const { order, molliePaymentId } = await start(member);
      mollie.setStatus(molliePaymentId, status);
      await webhook(molliePaymentId);
      expect(await orderState(test, order.id)).toBe(status === 'canceled' ? 'cancelled' : 'expired');
      expect(await readBalance(test.db, member.userId)).toBe(0);
    }
    expect((await webhook('tr_unknown12345')).statusCode).toBe(200);
  });

  it('takes the credits back when Mollie reports a refund of the whole amount', async () => {
    const member = await signUpMember(test);
    const { order, molliePaymentId } = await start(member);
    mollie.setStatus(molliePaymentId, 'paid');
    await webhook(molliePaymentId);
    mollie.refundAll(molliePaymentId);
    await webhook(molliePaymentId);
    expect(await orderState(test, order.id)).toBe('refunded');
    expect(await expectConsistentBooks(test.db, member.userId)).toBe(0);
  });
});
