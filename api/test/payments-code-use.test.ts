import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from './support/members';
import { checkout, decideOnSandboxPage, orderState, PAYMENT_TEST_ENV, sandboxCallback } from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('a discount code used by a completed order on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { env: PAYMENT_TEST_ENV });
  });
  afterAll(async () => {
    await test?.close();
  });

  const insertCode = (code: string, validity: 'once' | 'unlimited') =>
    test.db
      .insertInto('discount_codes')
      .values({
        code,
        country: null,
        user_id: null,
        expires: null,
        value_percentage: 10,
        currency: null,
        status: 'active',
        validity,
        audience: null,
      } as never)
      .execute();
  const codeRow = (code: string) =>
    test.db.selectFrom('discount_codes').select(['id', 'status']).where('code', '=', code).executeTakeFirstOrThrow();

  it('is recorded for the member once, and used up only when it is valid once', async () => {
    await insertCode('ONCE10', 'once');
    await insertCode('ALWAYS10', 'unlimited');
    for (const code of ['ONCE10', 'ALWAYS10']) {
      const member = await signUpMember(test);
      const { order, paymentId } = await checkout(test, member, { code: 'p0', discount: code });
      await decideOnSandboxPage(test, paymentId, 'paid');
      expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);
      expect(await orderState(test, order.id)).toBe('completed');
      const { id } = await codeRow(code);
      const uses = await test.db
        .selectFrom('discount_code_uses')
        .select(['user_id', 'order_id'])
        .where('discount_code_id', '=', id)
        .execute();
      expect(uses).toEqual([{ user_id: member.userId, order_id: order.id }]);
    }
    expect((await codeRow('ONCE10')).status).toBe('used');
    expect((await codeRow('ALWAYS10')).status).toBe('active');
  });
});
