import { SPENDING_LIMIT_RAISE_DELAY_HOURS } from '@app/shared/contract/withdrawal-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error';
import { changeCredits } from '../src/modules/credits/credit.service';
import type { PaymentState } from '@app/shared/contract';
import { localMonth } from '../src/modules/spending/local-month';
import { assertWithinSpendingLimit } from '../src/modules/spending/spending.service';
import { signUpMember, type SignedUpMember } from './support/members';
import { quoteFor, startPayment } from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const HOUR = 3_600_000;
/** The default site (localhost) is the Swiss one: its members' month is Zurich's. */
const ZONE = 'Europe/Zurich';

describe.each(DATABASE_KINDS)('the member’s own spending limit on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const getLimit = (member: SignedUpMember) =>
    test.app.inject({ url: '/api/spending-limit.php', cookies: member.cookies });
  const putLimit = (member: SignedUpMember, payload: object) =>
    test.app.inject({ method: 'PUT', url: '/api/spending-limit.php', cookies: member.cookies, payload });
  async function limitOf(member: SignedUpMember) {
    const answer = await getLimit(member);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().spending_limit;
  }
  async function setLimit(member: SignedUpMember, amount: number | null, currency = 'EUR', ask = false) {
    const answer = await putLimit(member, { amount, currency, ask_before_paid_message: ask });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().spending_limit;
  }
  const rowOf = (userId: number) =>
    test.db.selectFrom('spending_limits').selectAll().where('user_id', '=', userId).executeTakeFirst();
  /** Lets the waiting change's time come, as 24 hours passing would. */
  const letPendingComeDue = (userId: number) =>
    test.db
      .updateTable('spending_limits')
      .set({ pending_effective_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();

  /** An order row as checkout stores it. */
  async function insertOrder(
    db: TestApp['db'],
    userId: number,
    order: { amount: number; currency?: string; state?: PaymentState; createdAt?: Date },
  ) {
    const pkg = await db.selectFrom('packages').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select('site_id').where('id', '=', userId).executeTakeFirstOrThrow();
    return db
      .insertInto('orders')
      .values({
        user_id: userId,
        site_id: user.site_id,
        package_id: pkg.id,
        package_code: pkg.code,
        country: pkg.country,
        credits: pkg.credits,
        price: order.amount,
        amount: order.amount,
        currency: order.currency ?? 'EUR',
        vat_basis_points: 0,
        vat_amount: 0,
        payment_method: 'ideal',
        language: 'en',
        state: order.state ?? 'completed',
        provider: 'sandbox',
        created_at: order.createdAt ?? new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('refuses a visitor and bad input, naming every field, and stores nothing', async () => {
    const visitor = await test.app.inject({ url: '/api/spending-limit.php' });
    expect(visitor.statusCode).toBe(403);
    const member = await signUpMember(test);
    const bad = await putLimit(member, { amount: -5, currency: 'eur', ask_before_paid_message: 'yes', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'validation_failed',
      fields: {
        amount: 'errors.field_invalid',
        currency: 'errors.field_invalid',
        ask_before_paid_message: 'errors.field_invalid',
        extra: 'errors.field_unknown',
      },
    });
    const fractional = await putLimit(member, { amount: 10.5, currency: 'EUR', ask_before_paid_message: false });
    expect(fractional.json().fields).toEqual({ amount: 'errors.field_invalid' });
    const missing = await putLimit(member, {});
    expect(Object.keys(missing.json().fields).sort()).toEqual(['amount', 'ask_before_paid_message', 'currency']);
    expect(await rowOf(member.userId)).toBeUndefined();
  });

  it('answers no limit at first, with the month’s reset in the member’s time zone', async () => {
    const member = await signUpMember(test);
    const limit = await limitOf(member);
    expect(limit).toEqual({
      amount: null,
      currency: 'CHF',
      pending: null,
      ask_before_paid_message: false,
      used: 0,
      resets_at: localMonth(new Date(), ZONE).end.toISOString(),
    });
  });

  it('sets a first limit and lowers it at once, raises it only after 24 hours', async () => {
    const member = await signUpMember(test);
    expect(await setLimit(member, 5000)).toMatchObject({ amount: 5000, currency: 'EUR', pending: null });
    expect(await setLimit(member, 3000)).toMatchObject({ amount: 3000, pending: null });

    const before = Date.now();
    const raised = await setLimit(member, 8000);
    expect(raised).toMatchObject({ amount: 3000, pending: { amount: 8000, currency: 'EUR' } });
    const effectiveAt = new Date(raised.pending.effective_at).getTime();
    expect(effectiveAt).toBeGreaterThanOrEqual(before + SPENDING_LIMIT_RAISE_DELAY_HOURS * HOUR);
    expect(effectiveAt).toBeLessThanOrEqual(Date.now() + SPENDING_LIMIT_RAISE_DELAY_HOURS * HOUR);
    // Asking again keeps the time; reading before it changes nothing.
    expect((await setLimit(member, 8000)).pending.effective_at).toBe(raised.pending.effective_at);
    expect(await limitOf(member)).toMatchObject({ amount: 3000, pending: { amount: 8000 } });

    await letPendingComeDue(member.userId);
    expect(await limitOf(member)).toMatchObject({ amount: 8000, currency: 'EUR', pending: null });
    expect(await rowOf(member.userId)).toMatchObject({ amount: 8000, pending_set: false, pending_amount: null });
  });

  it('a lower limit drops a waiting raise; the switch changes at once', async () => {
    const member = await signUpMember(test);
    await setLimit(member, 5000);
    await setLimit(member, 9000);
    expect(await setLimit(member, 4000, 'EUR', true)).toMatchObject({
      amount: 4000,
      pending: null,
      ask_before_paid_message: true,
    });
    expect(await setLimit(member, 9000, 'EUR', false)).toMatchObject({
      amount: 4000,
      pending: { amount: 9000 },
      ask_before_paid_message: false,
    });
  });

  it('removes the limit only after 24 hours', async () => {
    const member = await signUpMember(test);
    await setLimit(member, 5000);
    expect(await setLimit(member, null)).toMatchObject({ amount: 5000, pending: { amount: null, currency: null } });
    await letPendingComeDue(member.userId);
    expect(await limitOf(member)).toMatchObject({ amount: null, pending: null });
  });

  it('counts this calendar month’s stored, pending and completed orders in the limit’s currency only', async () => {
    const member = await signUpMember(test);
    const other = await signUpMember(test);
    const lastMonth = new Date(localMonth(new Date(), ZONE).start.getTime() - 1000);
    await insertOrder(test.db, member.userId, { amount: 1000, state: 'completed' });
    await insertOrder(test.db, member.userId, { amount: 500, state: 'pending' });
    await insertOrder(test.db, member.userId, { amount: 200, state: 'created' });
    for (const state of ['failed', 'cancelled', 'expired'] as const) {
      await insertOrder(test.db, member.userId, { amount: 9999, state });
    }
    // Refunded and charged back with every credit taken back: nothing kept, nothing counts.
    for (const state of ['refunded', 'charged_back'] as const) {
      const order = await insertOrder(test.db, member.userId, { amount: 9999, state });
      const { credits } = await test.db
        .selectFrom('orders')
        .select('credits')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const reference = `order:${order.id}`;
      await changeCredits(test.db, { userId: member.userId, delta: credits, reason: 'purchase', reference });
      await changeCredits(test.db, { userId: member.userId, delta: -credits, reason: 'refund', reference });
    }
    await insertOrder(test.db, member.userId, { amount: 3000, createdAt: lastMonth });
    await insertOrder(test.db, member.userId, { amount: 4000, currency: 'GBP' });
    await insertOrder(test.db, other.userId, { amount: 100 });
    expect(await setLimit(member, 5000)).toMatchObject({ used: 1700, currency: 'EUR' });
    expect(await setLimit(member, 100, 'GBP')).toMatchObject({
      currency: 'EUR',
      pending: { amount: 100, currency: 'GBP' },
    });
    await letPendingComeDue(member.userId);
    expect(await limitOf(member)).toMatchObject({ amount: 100, currency: 'GBP', used: 4000 });
  });

  it('refuses a purchase over the limit in the checkout’s transaction, with the reset date', async () => {
    const member = await signUpMember(test);
    const now = new Date();
    const check = (amount: number, currency = 'EUR', at = now) =>
      test.db
        .transaction()
        .execute((trx) => assertWithinSpendingLimit(trx, { userId: member.userId, amount, currency, now: at }));
    await expect(check(1_000_000)).resolves.toBeUndefined(); // no limit set
    await setLimit(member, 5000);
    await insertOrder(test.db, member.userId, { amount: 3000 });
    await expect(check(2000)).resolves.toBeUndefined();
    await expect(check(100, 'GBP')).resolves.toBeUndefined();
    const refusal = await check(2001).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'spending_limit',
      statusCode: 422,
      extra: { resets_at: localMonth(now, ZONE).end.toISOString() },
    });
    // A raise counts once its time has come, in the check itself.
    await setLimit(member, 6000);
    await expect(check(3000)).rejects.toMatchObject({ code: 'spending_limit' });
    await expect(check(3000, 'EUR', new Date(now.getTime() + 25 * HOUR))).resolves.toBeUndefined();
    expect(await rowOf(member.userId)).toMatchObject({ amount: 6000, pending_set: false });
  });

  it('lets parallel purchases pass the limit only as far as it goes', async () => {
    const member = await signUpMember(test);
    await setLimit(member, 2500);
    // Each attempt waits after its check until all have checked (or a moment has passed: the lock
    // keeps the others waiting), so without the lock all would check before any order is stored.
    const attempts = 6;
    let checked = 0;
    const othersChecked = async () => {
      checked += 1;
      for (let waited = 0; checked < attempts && waited < 300; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: attempts }, () =>
        test.db.transaction().execute(async (trx) => {
          await assertWithinSpendingLimit(trx, { userId: member.userId, amount: 1000, currency: 'EUR' });
          await othersChecked();
          await insertOrder(trx, member.userId, { amount: 1000, state: 'created' });
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    for (const attempt of outcomes.filter((candidate) => candidate.status === 'rejected')) {
      expect((attempt as PromiseRejectedResult).reason).toMatchObject({ code: 'spending_limit' });
    }
    expect(await limitOf(member)).toMatchObject({ used: 2000 });
  });

  it('shows this month’s spending by kind from the ledger', async () => {
    const member = await signUpMember(test);
    const userId = member.userId;
    await changeCredits(test.db, { userId, delta: 100, reason: 'purchase', reference: 'order:test-1' });
    for (const [reason, delta, reference] of [
      ['message', -5, 'm1'],
      ['message', -5, 'm2'],
      ['photo', -2, 'p1'],
      ['gift', -10, 'g1'],
      ['adjustment', -1, 'a1'],
      ['message', -7, 'old'],
    ] as const) {
      await changeCredits(test.db, { userId, delta, reason, reference });
    }
    const lastMonth = new Date(localMonth(new Date(), ZONE).start.getTime() - 1000);
    await test.db
      .updateTable('credit_ledger')
      .set({ created_at: lastMonth })
      .where('user_id', '=', userId)
      .where('reference', '=', 'old')
      .execute();
    const answer = await test.app.inject({ url: '/api/spending.php', cookies: member.cookies });
    expect(answer.statusCode, answer.body).toBe(200);
    const month = localMonth(new Date(), ZONE);
    expect(answer.json()).toEqual({
      since: month.start.toISOString(),
      until: month.end.toISOString(),
      kinds: [
        { kind: 'message', credits: 10, count: 2 },
        { kind: 'photo', credits: 2, count: 1 },
        { kind: 'gift', credits: 10, count: 1 },
      ],
      credits_bought: 100,
    });
    expect((await test.app.inject({ url: '/api/spending.php' })).statusCode).toBe(403);
  });

  it('refuses a real purchase over the limit with 422 spending_limit and its reset date, storing nothing', async () => {
    const member = await signUpMember(test);
    const { answer, pkg, country } = await quoteFor(test, member, { method: 'ideal', code: 'p1' });
    const quote = answer.json().quote;
    await setLimit(member, quote.amount - 1, quote.currency);
    const body = {
      package_id: pkg.id,
      country,
      payment_method: 'ideal',
      amount: quote.amount,
      currency: quote.currency,
    };
    const refused = await startPayment(test, member, body);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'spending_limit',
      resets_at: localMonth(new Date(), ZONE).end.toISOString(),
    });
    const orders = await test.db.selectFrom('orders').select('id').where('user_id', '=', member.userId).execute();
    expect(orders).toEqual([]);
    // Raised, the limit lets the purchase through only when its 24 hours have passed.
    await setLimit(member, quote.amount, quote.currency);
    expect((await startPayment(test, member, body)).statusCode).toBe(422);
    await letPendingComeDue(member.userId);
    const bought = await startPayment(test, member, body);
    expect(bought.statusCode, bought.body).toBe(201);
  });
});
