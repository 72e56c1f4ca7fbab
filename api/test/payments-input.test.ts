import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, type SignedUpMember } from './support/members';
import {
  checkout,
  decideOnSandboxPage,
  ordersOf,
  PAYMENT_TEST_ENV,
  quoteFor,
  sandboxCallback,
  startPayment,
} from './support/payments';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** Bad input to the money calls: a clear, translated error, and nothing stored or charged. */
describe.each(DATABASE_KINDS)('payments refuse bad input on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { env: PAYMENT_TEST_ENV });
  });
  afterAll(async () => {
    await test?.close();
  });

  const packageId = async (country: string, code: string) =>
    (
      await test.db
        .selectFrom('packages')
        .select('id')
        .where('country', '=', country)
        .where('code', '=', code as 'p1')
        .executeTakeFirstOrThrow()
    ).id;

  /** The p1 order as the page would send it for NL with iDEAL (19.99 EUR). */
  const goodBody = async (change: Record<string, unknown> = {}) => ({
    package_id: await packageId('NL', 'p1'),
    country: 'NL',
    payment_method: 'ideal',
    discount_code: null,
    amount: 1999,
    currency: 'EUR',
    return_path: null,
    ...change,
  });

  async function expectRefused(member: SignedUpMember, body: object, status: number, error: string) {
    const answer = await startPayment(test, member, body);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().error).toBe(error);
    expect(await ordersOf(test, member.userId)).toEqual([]);
    const ledger = await test.db
      .selectFrom('credit_ledger')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(ledger).toEqual([]);
    return answer.json();
  }

  it('refuses unknown packages, another country’s package, foreign currencies and tampered amounts', async () => {
    const member = await signUpMember(test);
    await expectRefused(member, await goodBody({ package_id: 999_999 }), 404, 'package_unavailable');
    await expectRefused(
      member,
      await goodBody({ package_id: await packageId('DE', 'p1') }),
      404,
      'package_unavailable',
    );
    await expectRefused(member, await goodBody({ country: 'nl' }), 400, 'validation_failed');
    await expectRefused(member, await goodBody({ country: 'XX' }), 404, 'package_unavailable');
    await expectRefused(member, await goodBody({ country: 'JP' }), 404, 'package_unavailable');
    await expectRefused(member, await goodBody({ currency: 'USD' }), 409, 'price_changed');
    await expectRefused(member, await goodBody({ amount: 1 }), 409, 'price_changed');
    await expectRefused(member, await goodBody({ amount: 1998 }), 409, 'price_changed');
    const negative = await expectRefused(member, await goodBody({ amount: -1999 }), 400, 'validation_failed');
    expect(negative.fields).toEqual({ amount: 'errors.field_invalid' });
    await expectRefused(member, await goodBody({ amount: 19.99 }), 400, 'validation_failed');
    await expectRefused(member, await goodBody({ payment_method: 'blik' }), 422, 'payment_method_unavailable');
    await expectRefused(member, await goodBody({ payment_method: 'bitcoin' }), 400, 'validation_failed');
    const extra = await expectRefused(member, await goodBody({ credits: 5000 }), 400, 'validation_failed');
    expect(extra.fields).toEqual({ credits: 'errors.field_unknown' });
    await expectRefused(member, await goodBody({ return_path: 'https://evil.example/' }), 400, 'validation_failed');
    await expectRefused(member, await goodBody({ return_path: '//evil.example/' }), 400, 'validation_failed');
    // The right body passes: the refusals were about the body, not the member.
    expect((await startPayment(test, member, await goodBody())).statusCode).toBe(201);
  });

  it('needs a member and an Idempotency-Key, and one key makes one order however often it is sent', async () => {
    const visitor = await test.app.inject({ method: 'POST', url: '/api/payment.php', payload: await goodBody() });
    expect(visitor.statusCode).toBe(403);
    const member = await signUpMember(test);
    const keyless = await startPayment(test, member, await goodBody(), null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().fields).toEqual({ 'Idempotency-Key': 'errors.field_required' });
    const body = await goodBody();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => startPayment(test, member, body, 'one-click-key')),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const again = await startPayment(test, member, body, 'one-click-key');
    expect(again.statusCode).toBe(201);
    expect(again.json().order.id).toBe(created[0]!.json().order.id);
    expect(await ordersOf(test, member.userId)).toHaveLength(1);
  });

  it('translates every discount code refusal and stores nothing', async () => {
    const member = await signUpMember(test);
    const other = await signUpMember(test);
    const expectCode = async (who: SignedUpMember, code: string, status: number, error: string) => {
      const looked = await test.app.inject({ url: `/api/discountcode.php?code=${code}`, cookies: who.cookies });
      expect(looked.statusCode, `${code}: ${looked.body}`).toBe(status);
      expect(looked.json()).toEqual({ error });
      await expectRefused(who, await goodBody({ discount_code: code, amount: 1499 }), status, error);
    };
    await expectCode(member, 'NO-SUCH-CODE', 404, 'discount_code_not_found');

    const insertCode = (values: Record<string, unknown>) =>
      test.db
        .insertInto('discount_codes')
        .values({
          code: 'X',
          country: null,
          user_id: null,
          expires: null,
          value_percentage: 25,
          currency: null,
          status: 'active',
          validity: 'unlimited',
          audience: null,
          ...values,
        } as never)
        .execute();
    await insertCode({ code: 'OLD25', expires: new Date(Date.now() - 60_000) });
    await expectCode(member, 'OLD25', 410, 'discount_code_expired');
    await insertCode({ code: 'MINE25', user_id: other.userId });
    await expectCode(member, 'MINE25', 404, 'discount_code_not_found');
    await insertCode({ code: 'DONE25', status: 'used' });
    await expectCode(member, 'DONE25', 409, 'discount_code_used');
    await insertCode({ code: 'OFF25', status: 'inactive' });
    await expectCode(member, 'OFF25', 404, 'discount_code_not_found');

    // Codes tied to a country, a currency, a minimum or other methods: found, but not for this order.
    await insertCode({ code: 'DE25', country: 'DE' });
    await insertCode({ code: 'PLN25', currency: 'PLN' });
    await insertCode({ code: 'BIG25', minimum_order_value: 5000 });
    await insertCode({ code: 'CARD25', paymentmethods: JSON.stringify(['creditcard']) });
    for (const code of ['DE25', 'PLN25', 'BIG25']) {
      expect(
        (await test.app.inject({ url: `/api/discountcode.php?code=${code}`, cookies: member.cookies })).statusCode,
      ).toBe(200);
      await expectRefused(
        member,
        await goodBody({ discount_code: code, amount: 1499 }),
        422,
        'discount_code_not_applicable',
      );
    }
    await expectRefused(member, await goodBody({ discount_code: 'CARD25', amount: 1499 }), 422, 'discount_code_method');
    const card = await quoteFor(test, member, { method: 'creditcard', discount: 'card25' });
    expect(card.answer.json().quote).toMatchObject({ discount_code: 'CARD25', amount: 1499 });
  });

  it('answers every field of a code, and counts a code as used only when its order completes', async () => {
    const member = await signUpMember(test);
    const looked = await test.app.inject({ url: '/api/discountcode.php?welcome=true', cookies: member.cookies });
    expect(looked.statusCode, looked.body).toBe(200);
    const code = looked.json().discount_code;
    expect(Object.keys(code).sort()).toEqual(
      [
        'code',
        'country',
        'currency',
        'expired',
        'expires',
        'minimum_order_value',
        'paymentmethods',
        'percentage',
        'status',
        'user_id',
        'validity',
        'value_percentage',
      ].sort(),
    );
    expect(code).toMatchObject({
      code: 'WELCOME25',
      value_percentage: 25,
      percentage: 25,
      expired: false,
      status: 'active',
    });
    const hoursLeft = (new Date(code.expires).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(71.9);
    expect(hoursLeft).toBeLessThanOrEqual(72);

    // Typed and ordered, but not paid: still usable.
    const unpaid = await checkout(test, member, { code: 'p0', discount: 'WELCOME25' });
    await decideOnSandboxPage(test, unpaid.paymentId, 'canceled');
    await sandboxCallback(test, unpaid.paymentId);
    expect(
      (await test.app.inject({ url: '/api/discountcode.php?code=WELCOME25', cookies: member.cookies })).statusCode,
    ).toBe(200);

    // After the welcome window, or for a paying member, it is gone.
    const late = await signUpMember(test);
    await test.db
      .updateTable('users')
      .set({ signup_date: new Date(Date.now() - 73 * 3_600_000) })
      .where('id', '=', late.userId)
      .execute();
    const expired = await test.app.inject({ url: '/api/discountcode.php?welcome=true', cookies: late.cookies });
    expect(expired.json()).toEqual({ error: 'discount_code_expired' });
  });

  it('gives TIMEBONUS25 only within the member’s time bonus', async () => {
    const member = await signUpMember(test);
    const quote = await quoteFor(test, member, { discount: 'TIMEBONUS25' });
    expect(quote.answer.json().quote).toMatchObject({ discount_percentage: 25, amount: 1499 });
    await test.db
      .updateTable('users')
      .set({ signup_date: new Date(Date.now() - 4 * 3_600_000 - 1000) })
      .where('id', '=', member.userId)
      .execute();
    await expectRefused(
      member,
      await goodBody({ discount_code: 'TIMEBONUS25', amount: 1499 }),
      410,
      'discount_code_expired',
    );
  });

  it('redeems the STAY- code the account-deletion flow hands out, once', async () => {
    const member = await signUpMember(test);
    const offer = await test.app.inject({
      method: 'POST',
      url: '/api/delete-discount.php',
      cookies: member.cookies,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const { code, percentage } = offer.json() as { code: string; percentage: number };
    expect(code).toMatch(/^STAY-/);
    const { order, quote, paymentId } = await checkout(test, member, {
      code: 'p1',
      country: 'CH',
      method: 'twint',
      discount: code,
    });
    expect(quote.discount_percentage).toBe(percentage);
    await decideOnSandboxPage(test, paymentId, 'paid');
    await sandboxCallback(test, paymentId);
    const done = (await test.app.inject({ url: `/api/payment.php?id=${order.id}`, cookies: member.cookies })).json()
      .order;
    expect(done).toMatchObject({ state: 'completed', discount_code: code, currency: 'CHF' });
    const reused = await test.app.inject({ url: `/api/discountcode.php?code=${code}`, cookies: member.cookies });
    expect(reused.json()).toEqual({ error: 'discount_code_used' });
  });
});
