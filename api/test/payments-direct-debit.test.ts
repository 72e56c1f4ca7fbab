import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_LIMIT } from '@app/shared/contract/direct-debit-constants';
import { changeCredits, readBalance } from '../src/modules/credits/credit.service';
import {
  buyByDebit,
  CREDITOR,
  debitQuote,
  insertActiveMandate,
  paymentIdOf,
  postDebitPurchase,
  returnDebitOnSandboxPage,
} from './support/debit-purchases';
import { closeTestApp, expectConsistentBooks, ledgerOf } from './support/ledger-helpers';
import { signUpMember, type SignedUpMember } from './support/members';
import { decideOnSandboxPage, ordersOf, PAYMENT_TEST_ENV, sandboxCallback } from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('purchases by direct debit on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { env: PAYMENT_TEST_ENV });
  });
  afterAll(async () => {
    await closeTestApp(test);
  });

  const mailsOf = (member: SignedUpMember, mailKind: string) =>
    test.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('user_id', '=', member.userId)
      .where('kind', '=', mailKind)
      .execute();
  const orderRow = (id: number) =>
    test.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const blockOf = (member: SignedUpMember) =>
    test.db.selectFrom('direct_debit_blocks').selectAll().where('user_id', '=', member.userId).executeTakeFirst();

  it('refuses a member without an active mandate and stores nothing', async () => {
    const member = await signUpMember(test);
    const answer = await buyByDebit(test, member);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toEqual({ error: 'direct_debit_mandate_required' });
    expect(await ordersOf(test, member.userId)).toEqual([]);
    expect(await mailsOf(member, 'debit_notice')).toEqual([]);
  });

  it('refuses a blocked member (403) and a mandate of another country, and stores nothing', async () => {
    const blocked = await signUpMember(test);
    await insertActiveMandate(test, blocked.userId);
    await test.db
      .insertInto('direct_debit_blocks')
      .values({ user_id: blocked.userId, order_id: null, reason: 'AM04' })
      .execute();
    const refused = await buyByDebit(test, blocked);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ error: 'direct_debit_blocked' });
    expect(await ordersOf(test, blocked.userId)).toEqual([]);

    const austrian = await signUpMember(test);
    await insertActiveMandate(test, austrian.userId, 'AT');
    const elsewhere = await buyByDebit(test, austrian);
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
    expect(elsewhere.json()).toEqual({ error: 'payment_method_unavailable' });
    expect(await ordersOf(test, austrian.userId)).toEqual([]);
  });

  it('completes at once with the credits, after the pre-notification mail', async () => {
    const member = await signUpMember(test, {}, { locale: 'de' });
    const mandate = await insertActiveMandate(test, member.userId);
    const answer = await buyByDebit(test, member, 'p1');
    expect(answer.statusCode, answer.body).toBe(201);
    const { order, checkout_url: checkoutUrl } = answer.json();
    expect(order.state).toBe('completed');
    // No hosted page: the member goes straight to the order's result.
    expect(new URL(checkoutUrl).pathname + new URL(checkoutUrl).search).toMatch(
      new RegExp(`^/credits/\\d+/directdebit\\?order=${order.id}$`),
    );
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ mandate_id: mandate.id, state: 'completed', credits_owed: 0, return_reason: null });
    expect(await expectConsistentBooks(test.db, member.userId)).toBe(row.credits);

    const [notice] = await mailsOf(member, 'debit_notice');
    expect(notice).toBeDefined();
    expect(notice!.language).toBe('de');
    const text = notice!.text_body.replace(/\u00a0|\u202f/g, ' ');
    expect(text).toContain(`Mandatsreferenz: ${mandate.reference}`);
    expect(text).toContain(`Gläubiger-Identifikationsnummer: ${CREDITOR.id}`);
    expect(text).toContain(`Zahlungsempfänger: ${CREDITOR.name}`);
    expect(text).toContain(`Bestellnummer: A-${String(order.id).padStart(6, '0')}`);
    expect(text).toMatch(/Betrag: \d+,\d\d €/);
    expect(text).toMatch(/frühestens am \d{1,2}\. \S+ \d{4}/);
    expect(notice!.subject).toContain('Vorabankündigung');
    // The notice went out before the receipt, which follows the completion.
    const [receipt] = await mailsOf(member, 'receipt');
    expect(receipt!.id).toBeGreaterThan(notice!.id);

    // The sandbox's page, linked from its list, lets the bank pay it or return it.
    const paymentId = await paymentIdOf(test, order.id);
    const list = await test.app.inject({ url: '/dev/sandbox-checkout' });
    expect(list.body).toContain(`href="/dev/sandbox-checkout/${paymentId}"`);
    const page = await test.app.inject({ url: `/dev/sandbox-checkout/${paymentId}` });
    expect(page.body).toContain('The bank pays');
    expect(page.body).toContain('MS02');
  });

  it('lets parallel purchases pass the rolling limit together never', async () => {
    const member = await signUpMember(test);
    await insertActiveMandate(test, member.userId);
    const quoted = await debitQuote(test, member, 'p3');
    const { quote } = quoted;
    const limit = DIRECT_DEBIT_LIMIT.amounts[quote.currency]!;
    const fits = Math.floor(limit / quote.amount);
    expect(fits).toBeGreaterThanOrEqual(1);
    expect(fits).toBeLessThan(5);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postDebitPurchase(test, member, quoted)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(fits).fill(201), ...Array<number>(5 - fits).fill(422)]);
    for (const answer of answers.filter((one) => one.statusCode === 422)) {
      expect(answer.json()).toEqual({ error: 'direct_debit_limit' });
    }
    const orders = await ordersOf(test, member.userId);
    expect(orders).toHaveLength(fits);
    expect(orders.reduce((sum, order) => sum + order.amount, 0)).toBeLessThanOrEqual(limit);
    expect(await readBalance(test.db, member.userId)).toBe(fits * orders[0]!.credits);
  });

  it('claws back what is left after a return, records the rest as owed and blocks the member, once', async () => {
    const member = await signUpMember(test);
    await insertActiveMandate(test, member.userId);
    const answer = await buyByDebit(test, member, 'p1');
    expect(answer.statusCode, answer.body).toBe(201);
    const { order } = answer.json();
    const spent = 7;
    await changeCredits(test.db, { userId: member.userId, delta: -spent, reason: 'message', reference: randomUUID() });
    const paymentId = await paymentIdOf(test, order.id);

    const back = await returnDebitOnSandboxPage(test, paymentId, 'AM04');
    expect(back).toContain(`/directdebit?order=${order.id}`);
    for (let round = 0; round < 2; round++) expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ state: 'charged_back', credits_owed: spent, return_reason: 'AM04' });
    expect(await expectConsistentBooks(test.db, member.userId)).toBe(0);
    const refunds = (await ledgerOf(test.db, member.userId)).filter((entry) => entry.reason === 'refund');
    expect(refunds.map((entry) => [entry.delta, entry.reference])).toEqual([
      [-(row.credits - spent), `order:${order.id}`],
    ]);
    expect(await blockOf(member)).toMatchObject({ order_id: order.id, reason: 'AM04' });

    const next = await buyByDebit(test, member, 'p0');
    expect(next.statusCode, next.body).toBe(403);
    expect(next.json()).toEqual({ error: 'direct_debit_blocked' });
    expect(await ordersOf(test, member.userId)).toHaveLength(1);
  });

  it('charges back a debit the bank paid and the member had refunded', async () => {
    const member = await signUpMember(test);
    await insertActiveMandate(test, member.userId);
    const { order } = (await buyByDebit(test, member, 'p0')).json();
    const paymentId = await paymentIdOf(test, order.id);
    await decideOnSandboxPage(test, paymentId, 'paid');
    expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);
    expect((await orderRow(order.id)).state).toBe('completed');
    expect(await readBalance(test.db, member.userId)).toBe(order.credits);

    await returnDebitOnSandboxPage(test, paymentId, 'MD06');
    for (let round = 0; round < 2; round++) expect((await sandboxCallback(test, paymentId)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ state: 'charged_back', credits_owed: 0, return_reason: 'MD06' });
    expect(await expectConsistentBooks(test.db, member.userId)).toBe(0);
    expect(await blockOf(member)).toMatchObject({ reason: 'MD06' });
    const page = await test.app.inject({ url: `/dev/sandbox-checkout/${paymentId}` });
    expect(page.body).toContain('This debit is settled.');
  });
});
