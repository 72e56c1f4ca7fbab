import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config';
import { readBalance } from '../src/modules/credits/credit.service';
import { PaymentProviderError } from '../src/modules/payments/providers/payment-provider';
import { expectConsistentBooks } from './support/ledger-helpers';
import { signUpMember } from './support/members';
import { orderState, ordersOf, quoteFor, sandboxCallback, startPayment } from './support/payments';
import { createScriptedProvider } from './support/scripted-provider';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** The payments service against a provider whose answers each test writes. */
describe.each(DATABASE_KINDS)('payments against a scripted provider on %s', (kind) => {
  let test: TestApp;
  const scripted = createScriptedProvider();
  beforeAll(async () => {
    test = await createTestApp(kind, { paymentProvider: scripted.provider });
  });
  afterAll(async () => {
    await test?.close();
  });

  async function pending(member: Awaited<ReturnType<typeof signUpMember>>) {
    const { answer, pkg, country } = await quoteFor(test, member, { code: 'p0', method: 'creditcard' });
    const quote = answer.json().quote;
    const started = await startPayment(test, member, {
      package_id: pkg.id,
      country,
      payment_method: 'creditcard',
      amount: quote.amount,
      currency: quote.currency,
    });
    return started;
  }

  it('refuses an illegal transition, stores it as refused and never applies it', async () => {
    const member = await signUpMember(test);
    const started = await pending(member);
    expect(started.statusCode, started.body).toBe(201);
    const { order, checkout_url: url } = started.json();
    const id = url.split('/').pop();
    // Paid, then the provider (or a replayed, stale answer) says failed, then pending again.
    scripted.answer(id, 'paid', 'failed', 'pending');
    for (let round = 0; round < 3; round++) expect((await sandboxCallback(test, id, 'scripted')).statusCode).toBe(200);
    expect(await orderState(test, order.id)).toBe('completed');
    expect(await expectConsistentBooks(test.db, member.userId)).toBe(10);
    const transitions = await test.db
      .selectFrom('payment_transitions')
      .select(['from_state', 'to_state', 'source', 'applied'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(transitions).toEqual([
      { from_state: null, to_state: 'created', source: 'checkout', applied: true },
      { from_state: 'created', to_state: 'pending', source: 'checkout', applied: true },
      { from_state: 'pending', to_state: 'completed', source: 'callback', applied: true },
      { from_state: 'completed', to_state: 'failed', source: 'callback', applied: false },
      { from_state: 'completed', to_state: 'pending', source: 'callback', applied: false },
    ]);
  });

  it('fails the order when the provider refuses or is down, and says payment_failed', async () => {
    const member = await signUpMember(test);
    scripted.failCreate(new PaymentProviderError('unavailable', 'timeout'));
    try {
      const started = await pending(member);
      expect(started.statusCode).toBe(502);
      expect(started.json()).toEqual({ error: 'payment_failed' });
    } finally {
      scripted.failCreate(null);
    }
    const [order] = await ordersOf(test, member.userId);
    expect(order!.state).toBe('failed');
    expect(await readBalance(test.db, member.userId)).toBe(0);
  });

  it('keeps the order as it is while the provider cannot be asked, and the provider calls again', async () => {
    const member = await signUpMember(test);
    const started = await pending(member);
    const { order, checkout_url: url } = started.json();
    const id = url.split('/').pop();
    scripted.answer(id, 'paid');
    scripted.failGet(new PaymentProviderError('unavailable', 'down'));
    try {
      expect((await sandboxCallback(test, id, 'scripted')).statusCode).toBe(503);
      const polled = await test.app.inject({
        url: `/api/payment.php?id=${order.id}&sync=poll`,
        cookies: member.cookies,
      });
      expect(polled.json().order.state).toBe('pending');
    } finally {
      scripted.failGet(null);
    }
    expect((await sandboxCallback(test, id, 'scripted')).statusCode).toBe(200);
    expect(await orderState(test, order.id)).toBe('completed');
    expect(await readBalance(test.db, member.userId)).toBe(10);
  });
});

describe('payment configuration', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db.example/site',
    SMTP_URL: 'smtp://mail.example',
    PUBLIC_URL: 'https://dating.example',
  };

  it('refuses to start production without a real provider', () => {
    expect(() => parseConfig(production)).toThrow(/PAYMENT_PROVIDER: PAYMENT_PROVIDER is required in production/);
    expect(() => parseConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/sandbox takes no money/);
    expect(() => parseConfig({ ...production, PAYMENT_PROVIDER: 'mollie' })).toThrow(/MOLLIE_API_KEY is required/);
    const config = parseConfig({ ...production, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'live_abc' });
    expect(config.payments).toMatchObject({ provider: 'mollie', mollieApiKey: 'live_abc' });
  });

  it('uses the sandbox outside production, and Mollie when its key is set', () => {
    expect(parseConfig({}).payments.provider).toBe('sandbox');
    expect(parseConfig({ MOLLIE_API_KEY: 'test_abc' }).payments.provider).toBe('mollie');
  });
});
