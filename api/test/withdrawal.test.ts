import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCredits, readBalance } from '../src/modules/credits/credit.service';
import { createSandboxProvider } from '../src/modules/payments/sandbox/sandbox-provider';
import { expectConsistentBooks, ledgerOf } from './support/ledger-helpers';
import { nextTestIp, signUpMember, type SignedUpMember } from './support/members';
import {
  buyCompleted,
  checkout,
  confirmWithdrawal,
  orderState,
  PAYMENT_TEST_ENV,
  sandboxCallback,
  sandboxRefunded,
  withdrawalPreview,
  withRefundOutages,
} from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const DAY_MS = 86_400_000;
const WITHDRAW_LINK = /Withdraw from contract here:\s+\S+\/([A-Za-z0-9_-]{24,})\s/;

/** Withdrawal and refunds through HTTP (issue 16, ADR 0027), with the sandbox provider. */
describe.each(DATABASE_KINDS)('withdrawal and refunds on %s', (kind) => {
  let test: TestApp;
  let outages: { refunds: number };
  beforeAll(async () => {
    test = await createTestApp(kind, {
      env: PAYMENT_TEST_ENV,
      paymentProvider: (db) => {
        const flaky = withRefundOutages(createSandboxProvider(db));
        outages = flaky.outages;
        return flaky.provider;
      },
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  const member = () => signUpMember(test, {}, { locale: 'en' });
  const spend = (buyer: SignedUpMember, credits: number) =>
    changeCredits(test.db, { userId: buyer.userId, delta: -credits, reason: 'message', reference: randomUUID() });
  const mailsOf = (userId: number, kind: string) =>
    test.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', userId).where('kind', '=', kind).execute();
  const useLoginLink = (token: string) =>
    test.app.inject({ method: 'POST', url: '/api/login-link.php', payload: { token } });
  const request = (body: object) =>
    test.app.inject({ method: 'POST', url: '/api/withdrawal-request.php', remoteAddress: nextTestIp(), payload: body });

  it('refunds only the unused credits, once, with a receipt mail', async () => {
    const buyer = await member();
    const { order, paymentId } = await buyCompleted(test, buyer, { code: 'p1' });
    await spend(buyer, 7);
    const preview = await withdrawalPreview(test, buyer, order.id);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ refusal: null, unused_credits: 43, refund_amount: 1719, currency: 'EUR' });
    expect(Date.parse(preview.json().deadline) - Date.parse(preview.json().order.completed_at)).toBe(14 * DAY_MS);

    const key = randomUUID();
    const done = await confirmWithdrawal(test, buyer, order.id, key);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().withdrawal).toMatchObject({
      order_id: order.id,
      credits_removed: 43,
      refund_amount: Math.round((1999 * 43) / 50),
      currency: 'EUR',
      refund_status: 'refunded',
    });
    expect(await sandboxRefunded(test, paymentId)).toBe(1719);
    expect(await orderState(test, order.id)).toBe('refunded');
    expect(await expectConsistentBooks(test.db, buyer.userId)).toBe(0);
    expect((await ledgerOf(test.db, buyer.userId)).map((row) => [row.delta, row.reason, row.reference])).toEqual([
      [50, 'purchase', `order:${order.id}`],
      [-7, 'message', expect.any(String)],
      [-43, 'refund', `order:${order.id}`],
    ]);
    const moves = await test.db
      .selectFrom('payment_transitions')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(moves.at(-1)).toMatchObject({ from_state: 'completed', to_state: 'refunded', source: 'withdrawal' });

    // Twice: the same key answers the same, a new one is refused; refunded once.
    const again = await confirmWithdrawal(test, buyer, order.id, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(done.json());
    const other = await confirmWithdrawal(test, buyer, order.id);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: 'withdrawal_not_possible' });
    expect((await withdrawalPreview(test, buyer, order.id)).json().refusal).toBe('withdrawn');
    expect(await sandboxRefunded(test, paymentId)).toBe(1719);

    const [mail, ...more] = await mailsOf(buyer.userId, 'withdrawal_receipt');
    expect(more).toHaveLength(0);
    expect(mail!.text_body).toContain(`Order number: A-${String(order.id).padStart(6, '0')}`);
    expect(mail!.text_body).toContain('Credits removed: 43');
    expect(mail!.text_body).toContain('Refund: €17.19');
    expect(mail!.text_body).toMatch(/Withdrawn on: \w+ \d+, \d{4}/);

    // The provider's refund callback afterwards (the payment still reads paid) changes nothing.
    expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);
    expect(await orderState(test, order.id)).toBe('refunded');
    const after = await test.db
      .selectFrom('payment_transitions')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(after).toHaveLength(moves.length);
    expect(await ledgerOf(test.db, buyer.userId)).toHaveLength(3);
  });

  it('refunds the whole amount when nothing was used; the full refund callback moves nothing', async () => {
    const buyer = await member();
    const { order, paymentId } = await buyCompleted(test, buyer, { code: 'p0' });
    const done = await confirmWithdrawal(test, buyer, order.id);
    expect(done.json().withdrawal).toMatchObject({ credits_removed: 10, refund_amount: 499 });
    expect(await sandboxRefunded(test, paymentId)).toBe(499);
    const transitions = await test.db.selectFrom('payment_transitions').selectAll().execute();
    for (let round = 0; round < 2; round++) expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);
    expect(await test.db.selectFrom('payment_transitions').selectAll().execute()).toHaveLength(transitions.length);
    expect(await orderState(test, order.id)).toBe('refunded');
    expect(await expectConsistentBooks(test.db, buyer.userId)).toBe(0);
  });

  it('refuses a purchase past its period, one not completed and another member’s', async () => {
    const buyer = await member();
    const { order } = await buyCompleted(test, buyer, { code: 'p0' });
    const past = new Date(Date.now() - 15 * DAY_MS);
    await test.db.updateTable('orders').set({ completed_at: past }).where('id', '=', order.id).execute();
    expect((await withdrawalPreview(test, buyer, order.id)).json().refusal).toBe('period_over');
    expect((await confirmWithdrawal(test, buyer, order.id)).statusCode).toBe(409);
    expect(await orderState(test, order.id)).toBe('completed');
    expect(await readBalance(test.db, buyer.userId)).toBe(10);

    const open = await checkout(test, buyer, { code: 'p0' });
    expect((await withdrawalPreview(test, buyer, open.order.id)).json()).toMatchObject({
      refusal: 'not_completed',
      deadline: null,
    });
    expect((await confirmWithdrawal(test, buyer, open.order.id)).statusCode).toBe(409);

    const stranger = await member();
    expect((await withdrawalPreview(test, stranger, order.id)).statusCode).toBe(404);
    expect((await confirmWithdrawal(test, stranger, order.id)).statusCode).toBe(404);
    const keyless = await test.app.inject({
      method: 'POST',
      url: '/api/withdrawal.php',
      cookies: buyer.cookies,
      payload: { order_id: order.id },
    });
    expect(keyless.statusCode).toBe(400);
  });

  it('mails a login link to the withdrawal form for a matching email and order only', async () => {
    const buyer = await member();
    const { order } = await buyCompleted(test, buyer, { code: 'p0' });
    const number = `A-${String(order.id).padStart(6, '0')}`;
    for (const body of [
      { email: 'nobody@example.com', order_number: number },
      { email: buyer.email, order_number: String(order.id + 1000) },
    ]) {
      const answer = await request(body);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({});
    }
    expect(await mailsOf(buyer.userId, 'withdrawal_link')).toHaveLength(0);

    const answer = await request({ email: buyer.email.toUpperCase(), order_number: number });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({});
    const [mail] = await mailsOf(buyer.userId, 'withdrawal_link');
    expect(mail!.text_body).toContain('The link works once, for 24 hours.');
    const token = /Withdraw from contract here:\n\S+\/([A-Za-z0-9_-]{24,})\n/.exec(mail!.text_body)![1]!;
    const login = await useLoginLink(token);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().target).toBe(`/transactions/${order.id}?withdraw=1`);
    expect((await useLoginLink(token)).statusCode).toBe(400);

    // Limited like password-reset mails (3 a day per address, the wrong order counted too): the same answer.
    for (let round = 0; round < 3; round++)
      expect((await request({ email: buyer.email, order_number: number })).statusCode).toBe(202);
    expect(await mailsOf(buyer.userId, 'withdrawal_link')).toHaveLength(2);
  });

  it('puts a login link to the withdrawal form in the receipt', async () => {
    const buyer = await member();
    const { order } = await buyCompleted(test, buyer, { code: 'p0' });
    const [receipt] = await mailsOf(buyer.userId, 'receipt');
    expect(receipt!.text_body).toContain('You may withdraw from this purchase within 14 days');
    const token = WITHDRAW_LINK.exec(receipt!.text_body)![1]!;
    expect((await useLoginLink(token)).json().target).toBe(`/transactions/${order.id}?withdraw=1`);
  });

  it('leaves a refund the provider cannot take now pending, and the worker asks again', async () => {
    const buyer = await member();
    const { order, paymentId } = await buyCompleted(test, buyer, { code: 'p0' });
    outages.refunds = 1;
    const done = await confirmWithdrawal(test, buyer, order.id);
    expect(done.json().withdrawal).toMatchObject({ refund_status: 'pending', refund_amount: 499 });
    expect(await readBalance(test.db, buyer.userId)).toBe(0);
    expect(await sandboxRefunded(test, paymentId)).toBe(0);
    expect(await test.app.withdrawalRefunds.tick()).toEqual({ asked: 0, settled: 0 });
    expect(await test.app.withdrawalRefunds.tick(new Date(Date.now() + 10 * 60_000))).toMatchObject({ settled: 1 });
    expect(await test.app.withdrawalRefunds.tick(new Date(Date.now() + 20 * 60_000))).toEqual({ asked: 0, settled: 0 });
    expect(await sandboxRefunded(test, paymentId)).toBe(499);
    const row = await test.db.selectFrom('withdrawals').selectAll().where('order_id', '=', order.id).executeTakeFirst();
    expect(row).toMatchObject({ refund_status: 'refunded', provider_refund_id: expect.stringMatching(/^sbr_/) });
  });

  it('takes only the unused credits of a provider’s own refund, once', async () => {
    const buyer = await member();
    const first = await buyCompleted(test, buyer, { code: 'p1' });
    await buyCompleted(test, buyer, { code: 'p0' });
    await spend(buyer, 7); // from the oldest lot: the first purchase keeps 43
    await test.db.updateTable('sandbox_payments').set({ refunded: 1999 }).where('id', '=', first.paymentId).execute();
    for (let round = 0; round < 2; round++) await sandboxCallback(test, first.paymentId);
    expect(await orderState(test, first.order.id)).toBe('refunded');
    expect(await expectConsistentBooks(test.db, buyer.userId)).toBe(10);
    const refunds = (await ledgerOf(test.db, buyer.userId)).filter((row) => row.reason === 'refund');
    expect(refunds.map((row) => [row.delta, row.reference])).toEqual([[-43, `order:${first.order.id}`]]);
  });

  it('takes back what is still there of a charge-back, once', async () => {
    const buyer = await member();
    const { order, paymentId } = await buyCompleted(test, buyer, { code: 'p1' });
    await spend(buyer, 7);
    await test.db.updateTable('sandbox_payments').set({ status: 'charged_back' }).where('id', '=', paymentId).execute();
    for (let round = 0; round < 2; round++) await sandboxCallback(test, paymentId);
    expect(await orderState(test, order.id)).toBe('charged_back');
    expect(await expectConsistentBooks(test.db, buyer.userId)).toBe(0);
    const refunds = (await ledgerOf(test.db, buyer.userId)).filter((row) => row.reason === 'refund');
    expect(refunds.map((row) => row.delta)).toEqual([-43]);
    expect((await withdrawalPreview(test, buyer, order.id)).json().refusal).toBe('withdrawn');
  });
});
