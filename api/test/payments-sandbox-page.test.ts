import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from './support/members';
import { checkout, decideOnSandboxPage, orderState, PAYMENT_TEST_ENV } from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('the sandbox provider’s checkout page on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { env: PAYMENT_TEST_ENV });
  });
  afterAll(async () => {
    await test?.close();
  });

  const form = (paymentId: string, payload: string) =>
    test.app.inject({
      method: 'POST',
      url: `/dev/sandbox-checkout/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it('names the site of the order, lists the payment, and refuses an unknown payment or choice', async () => {
    const member = await signUpMember(test);
    const { order, paymentId } = await checkout(test, member, { code: 'p0' });
    const site = await test.db
      .selectFrom('orders')
      .innerJoin('sites', 'sites.id', 'orders.site_id')
      .select('sites.name')
      .where('orders.id', '=', order.id)
      .executeTakeFirstOrThrow();

    const page = await test.app.inject({ url: `/dev/sandbox-checkout/${paymentId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>Sandbox checkout: ${site.name}</title>`);
    const list = await test.app.inject({ url: '/dev/sandbox-checkout' });
    expect(list.body).toContain(`href="/dev/sandbox-checkout/${paymentId}"`);

    const unknown = 'sbx_000000000000000000000000';
    expect((await test.app.inject({ url: `/dev/sandbox-checkout/${unknown}` })).statusCode).toBe(404);
    expect((await form(unknown, 'outcome=paid')).statusCode).toBe(404);
    expect((await form(paymentId, 'outcome=refunded')).statusCode).toBe(404);
    expect((await form(paymentId, 'outcome=returned&reason=XX99')).statusCode).toBe(404);
    expect(await orderState(test, order.id)).toBe('pending');

    const back = await decideOnSandboxPage(test, paymentId, 'failed');
    expect(back).toMatch(new RegExp(`\\?order=${order.id}$`));
  });
});
