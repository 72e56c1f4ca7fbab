import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBalance } from '../src/modules/credits/credit.service';
import { expectConsistentBooks, ledgerOf } from './support/ledger-helpers';
import { signUpMember } from './support/members';
import {
  checkout,
  decideOnSandboxPage,
  orderState,
  PAYMENT_TEST_ENV,
  priceListOf,
  sandboxCallback,
} from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('payments through the sandbox provider on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { env: PAYMENT_TEST_ENV });
  });
  afterAll(async () => {
    await test?.close();
  });

  const getOrder = (cookies: { session: string }, id: number, sync?: string) =>
    test.app.inject({ url: `/api/payment.php?id=${id}${sync ? `&sync=${sync}` : ''}`, cookies });

  it('lists the packages of a payment country with prices per credit, savings, VAT and its methods', async () => {
    const visitor = await test.app.inject({ url: '/api/packages.php' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ country: 'CH', currency: 'CHF', vat_percentage: 8.1 });
    const member = await signUpMember(test);
    const nl = await priceListOf(test, member, 'NL');
    expect(
      nl.packages.map((item) => [item.code, item.credits, item.price, item.price_per_credit, item.saving_percentage]),
    ).toEqual([
      ['p0', 10, 499, 50, 0],
      ['p1', 50, 1999, 40, 20],
      ['p2', 100, 3499, 35, 30],
      ['p3', 250, 7999, 32, 36],
    ]);
    expect(nl.packages.filter((item) => item.recommended).map((item) => item.code)).toEqual(['p2']);
    expect(nl.payment_methods.map((method) => method.id)).toEqual(['ideal', 'creditcard', 'paypal', 'klarna']);
    expect(nl.payment_methods[0]).toEqual({ id: 'ideal', name: 'iDEAL | Wero', logo: 'ideal.svg' });
    expect(nl.vat_percentage).toBe(21);
    expect(nl.countries).toContain('PL');
    const pl = await priceListOf(test, member, 'PL');
    expect(pl.currency).toBe('PLN');
    expect(pl.payment_methods.map((method) => method.id).slice(0, 2)).toEqual(['blik', 'przelewy24']);
    const unknown = await test.app.inject({ url: '/api/packages.php?country=XX', cookies: member.cookies });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'package_unavailable' });
  });

  it('credits a paid order exactly once, by the callback only, and makes the member premium', async () => {
    const member = await signUpMember(test, {}, { locale: 'nl' });
    const { order, checkoutUrl, paymentId } = await checkout(test, member, {
      code: 'p1',
      discount: 'WELCOME25',
      returnPath: '/chats/7',
    });
    expect(order.state).toBe('pending');
    expect(checkoutUrl).toMatch(/\/dev\/sandbox-checkout\/sbx_[a-f0-9]{24}$/);
    const page = await test.app.inject({ url: new URL(checkoutUrl).pathname });
    expect(page.body).toContain('iDEAL | Wero');
    expect(page.body).toContain('€14.99');

    // The member comes back before the provider has decided: the return page never decides.
    const back = await decideOnSandboxPage(test, paymentId, 'pending');
    expect(back).toMatch(new RegExp(`/credits/\\d+/ideal\\?order=${order.id}$`));
    expect((await getOrder(member.cookies, order.id, 'return')).json().order.state).toBe('pending');
    expect(await readBalance(test.db, member.userId)).toBe(0);

    await decideOnSandboxPage(test, paymentId, 'paid');
    expect(await readBalance(test.db, member.userId)).toBe(0);
    for (let round = 0; round < 3; round++) expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);

    const done = (await getOrder(member.cookies, order.id)).json().order;
    expect(done).toMatchObject({
      state: 'completed',
      credits: 50,
      amount: 1499,
      discount_amount: 500,
      return_path: '/chats/7',
    });
    expect(done.completed_at).not.toBeNull();
    expect(await expectConsistentBooks(test.db, member.userId)).toBe(50);
    expect((await ledgerOf(test.db, member.userId)).map((row) => [row.delta, row.reason, row.reference])).toEqual([
      [50, 'purchase', `order:${order.id}`],
    ]);
    const me = (await test.app.inject({ url: '/api/user.php', cookies: member.cookies })).json().user;
    expect(me).toMatchObject({ credits: 50, paid_user: true });

    // The member's tabs heard it, in one transaction's events.
    const events = await test.db
      .selectFrom('live_events')
      .select(['type', 'payload'])
      .where('user_id', '=', member.userId)
      .orderBy('seq')
      .execute();
    const types = events.map((row) => row.type);
    expect(types.filter((type) => type === 'credits')).toHaveLength(1);
    expect(types).toContain('user');
    expect(events).toContainEqual({ type: 'payment', payload: { order_id: order.id, state: 'completed' } });

    // The receipt, in the member's language.
    const mail = await test.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('user_id', '=', member.userId)
      .where('kind', '=', 'receipt')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.language).toBe('nl');
    const text = mail[0]!.text_body.replace(/\s/g, (space) => (space === '\n' ? space : ' '));
    expect(text).toContain(`Bestelnummer: A-${String(order.id).padStart(6, '0')}`);
    expect(text).toContain('Betaald: € 14,99');
    expect(text).toContain('Waarvan btw (21%): € 2,60');
    expect(text).toContain('Korting (WELCOME25): −€ 5,00');
    expect(text).toContain('iDEAL | Wero');
    expect(text).toContain('Pakket: Standaard\nCredits: 50');
    expect(text).toMatch(/binnen 14 dagen herroepen/);
    expect(text).toContain(`/transactions/${order.id}`);

    // The welcome discount was used by that order: typed again it is refused.
    const again = await test.app.inject({ url: '/api/discountcode.php?code=welcome25', cookies: member.cookies });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'discount_code_used' });
    const history = (
      await test.app.inject({ url: `/api/transactions.php?id=${order.id}`, cookies: member.cookies })
    ).json();
    expect(history.transitions.map((step: { to: string; source: string }) => `${step.to}:${step.source}`)).toEqual([
      'created:checkout',
      'pending:checkout',
      'completed:callback',
    ]);
    expect(history.refund_days).toBe(14);
  });

  it.each([
    ['failed', 'failed'],
    ['canceled', 'cancelled'],
    ['expired', 'expired'],
  ])('never credits a payment that %s', async (outcome, state) => {
    const member = await signUpMember(test);
    const { order, paymentId } = await checkout(test, member, { code: 'p0', method: 'creditcard' });
    await decideOnSandboxPage(test, paymentId, outcome);
    expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);
    expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);
    expect(await orderState(test, order.id)).toBe(state);
    expect(await ledgerOf(test.db, member.userId)).toEqual([]);
    const me = (await test.app.inject({ url: '/api/user.php', cookies: member.cookies })).json().user;
    expect(me).toMatchObject({ credits: 0, paid_user: false });
    // Deciding again on the provider's page changes nothing once settled.
    await decideOnSandboxPage(test, paymentId, 'paid');
    await sandboxCallback(test, paymentId);
    expect(await orderState(test, order.id)).toBe(state);
    expect(await readBalance(test.db, member.userId)).toBe(0);
  });

  it('completes by polling the provider when the callback is late, and the late callback changes nothing', async () => {
    const member = await signUpMember(test);
    const { order, paymentId } = await checkout(test, member, { code: 'p2', method: 'paypal' });
    await decideOnSandboxPage(test, paymentId, 'paid');
    const polled = (await getOrder(member.cookies, order.id, 'poll')).json().order;
    expect(polled.state).toBe('completed');
    await sandboxCallback(test, paymentId);
    expect(await expectConsistentBooks(test.db, member.userId)).toBe(100);
    const history = (
      await test.app.inject({ url: `/api/transactions.php?id=${order.id}`, cookies: member.cookies })
    ).json();
    expect(history.transitions.at(-1)).toMatchObject({ from: 'pending', to: 'completed', source: 'poll' });
  });

  it('answers a callback for an unknown payment without effect, and refuses other providers’ callbacks', async () => {
    const unknown = await sandboxCallback(test, 'sbx_000000000000000000000000');
    expect(unknown.statusCode).toBe(200);
    const garbage = await test.app.inject({
      method: 'POST',
      url: '/api/payment-callback.php?provider=sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{"status":"paid"',
    });
    expect(garbage.statusCode).toBe(200);
    const member = await signUpMember(test);
    const { order, paymentId } = await checkout(test, member, { code: 'p0' });
    await decideOnSandboxPage(test, paymentId, 'paid');
    expect((await sandboxCallback(test, paymentId, 'mollie')).statusCode).toBe(200);
    expect(await orderState(test, order.id)).toBe('pending');
  });

  it('lists the member’s orders and shows no other member’s', async () => {
    const member = await signUpMember(test);
    const other = await signUpMember(test);
    const first = await checkout(test, member, { code: 'p0' });
    const second = await checkout(test, member, { code: 'p3', method: 'klarna' });
    const list = (await test.app.inject({ url: '/api/transactions.php', cookies: member.cookies })).json();
    expect(list.orders.map((order: { id: number }) => order.id)).toEqual([second.order.id, first.order.id]);
    expect(list.orders[0]).toMatchObject({
      package_code: 'p3',
      credits: 250,
      payment_method: 'klarna',
      state: 'pending',
    });
    const foreign = await test.app.inject({
      url: `/api/transactions.php?id=${first.order.id}`,
      cookies: other.cookies,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await getOrder(other.cookies, first.order.id)).statusCode).toBe(404);
    expect((await test.app.inject({ url: '/api/transactions.php' })).statusCode).toBe(403);
  });

  it('takes back the credits still there when a paid payment is charged back', async () => {
    const member = await signUpMember(test);
    const { order, paymentId } = await checkout(test, member, { code: 'p0' });
    await decideOnSandboxPage(test, paymentId, 'paid');
    await sandboxCallback(test, paymentId);
    expect(await readBalance(test.db, member.userId)).toBe(10);
    await test.db.updateTable('sandbox_payments').set({ status: 'charged_back' }).where('id', '=', paymentId).execute();
    await sandboxCallback(test, paymentId);
    await sandboxCallback(test, paymentId);
    expect(await orderState(test, order.id)).toBe('charged_back');
    expect(await expectConsistentBooks(test.db, member.userId)).toBe(0);
    expect((await ledgerOf(test.db, member.userId)).map((row) => row.reason)).toEqual(['purchase', 'refund']);
  });
});

describe('the sandbox calls back by itself, like a provider', () => {
  it('completes a paid order a moment after the choice on its page, with nothing else sent', async () => {
    const test = await createTestApp('pglite', { env: { SANDBOX_CALLBACK_DELAY_MS: '50' } });
    try {
      const member = await signUpMember(test);
      const { order, paymentId } = await checkout(test, member, { code: 'p1' });
      await decideOnSandboxPage(test, paymentId, 'paid');
      expect(await orderState(test, order.id)).toBe('pending');
      for (let tries = 0; tries < 100 && (await orderState(test, order.id)) !== 'completed'; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await orderState(test, order.id)).toBe('completed');
      expect(await readBalance(test.db, member.userId)).toBe(50);
    } finally {
      await test.close();
    }
  });

  it('has no checkout page in production', async () => {
    const test = await createTestApp('postgres', {
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:9',
        PAYMENT_PROVIDER: 'mollie',
        MOLLIE_API_KEY: 'test_dummy_key_for_config',
        PUBLIC_URL: 'https://dating.example',
      },
    });
    try {
      const page = await test.app.inject({ url: '/dev/sandbox-checkout/sbx_000000000000000000000000' });
      expect(page.statusCode).toBe(404);
      const packages = await test.app.inject({ url: '/api/packages.php' });
      expect(packages.statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });
});
