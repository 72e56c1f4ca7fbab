import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCredits } from '../src/modules/credits/credit.service';
import { assertWithinSpendingLimit } from '../src/modules/spending/spending.service';
import { signUpMember, type SignedUpMember } from './support/members';
import { buyCompleted, confirmWithdrawal, PAYMENT_TEST_ENV } from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/**
 * "Bought this month" and the monthly limit count a purchase with what the member kept of it
 * (issue 16's review, ADR 0027): a purchase withdrawn in full counts nothing, one withdrawn after part
 * of its credits was used counts what was paid less the refund, and its used credits.
 */
describe.each(DATABASE_KINDS)('a withdrawn purchase in this month’s spending on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { env: PAYMENT_TEST_ENV });
  });
  afterAll(async () => {
    await test?.close();
  });

  const month = async (member: SignedUpMember) => {
    const answer = await test.app.inject({ url: '/api/spending.php', cookies: member.cookies });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const limitOf = async (member: SignedUpMember) => {
    const answer = await test.app.inject({ url: '/api/spending-limit.php', cookies: member.cookies });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().spending_limit;
  };
  const withdraw = async (member: SignedUpMember, orderId: number) => {
    const answer = await confirmWithdrawal(test, member, orderId);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().withdrawal;
  };

  it('counts nothing of a purchase withdrawn in full, and what was kept of one withdrawn in part', async () => {
    const member = await signUpMember(test, {}, { locale: 'en' });
    // 50 credits for €19.99: 7 used, then withdrawn (43 credits and €17.19 back): 7 credits and €2.80 kept.
    const kept = await buyCompleted(test, member, { code: 'p1' });
    await changeCredits(test.db, { userId: member.userId, delta: -7, reason: 'message', reference: randomUUID() });
    expect(await withdraw(member, kept.order.id)).toMatchObject({ credits_removed: 43, refund_amount: 1719 });
    // 10 credits for €4.99, withdrawn unused: nothing kept.
    const returned = await buyCompleted(test, member, { code: 'p0' });
    expect(await withdraw(member, returned.order.id)).toMatchObject({ credits_removed: 10, refund_amount: 499 });

    expect((await month(member)).credits_bought).toBe(7);
    expect(await limitOf(member)).toMatchObject({ currency: 'EUR', used: 1999 - 1719 });

    // The limit's check counts the same: €2.80 kept, so €47.20 more fit under €50.00, not a cent more.
    const put = await test.app.inject({
      method: 'PUT',
      url: '/api/spending-limit.php',
      cookies: member.cookies,
      payload: { amount: 5000, currency: 'EUR', ask_before_paid_message: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    const check = (amount: number) =>
      test.db
        .transaction()
        .execute((trx) => assertWithinSpendingLimit(trx, { userId: member.userId, amount, currency: 'EUR' }));
    await expect(check(5000 - 280)).resolves.toBeUndefined();
    await expect(check(5000 - 280 + 1)).rejects.toMatchObject({ code: 'spending_limit' });
  });
});
