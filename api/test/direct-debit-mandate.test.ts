import { randomUUID } from 'node:crypto';
import { MANDATE_REFERENCE } from '@app/shared/contract/direct-debit-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutchCreditorIdentifier } from '../src/modules/direct-debit/creditor-identifier';
import {
  confirmMandate,
  directDebitState,
  GOOD_DIRECT_DEBIT_FORM as GOOD,
  GOOD_DIRECT_DEBIT_PHONE,
  lastSmsCode,
  revokeMandate,
  sendDirectDebitCode,
  signMandate,
} from './support/direct-debit';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const CREDITOR = {
  name: 'Amorelle Media B.V.',
  creditor_id: dutchCreditorIdentifier('87654321'),
  address: 'Keizersgracht 123, Amsterdam, Netherlands',
};
const key = (field: string) => `payments:directDebit.errors.${field}`;

/** Bad input, field by field: the field named with its translation key. */
const BAD_FIELDS: Array<[string, string, string]> = [
  ['iban', 'DE89 3704 0044 0532 0130 01', key('iban_checksum')],
  ['iban', 'DE89 3704 0044 0532 0130 0', key('iban_length')],
  ['iban', 'CH4431999123000889012', key('iban_qr')],
  ['iban', '', key('iban_required')],
  ['phone', '0151 2345 67ab', key('phone_invalid')],
  ['phone', '+31 6 12345678', key('phone_country')],
  ['phone', '', key('phone_required')],
  ['account_holder', '', key('account_holder_required')],
  ['street', '', key('street_required')],
  ['house_number', '', key('house_number_required')],
  ['zip', '', key('zip_required')],
  ['zip', '1011', key('zip_invalid')],
  ['city', '', key('city_required')],
];

describe.each(DATABASE_KINDS)('the direct debit mandate on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const stored = async (userId: number) => ({
    sms: (await test.db.selectFrom('sms_outbox').select('id').where('user_id', '=', userId).execute()).length,
    codes: (await test.db.selectFrom('sms_codes').select('id').where('user_id', '=', userId).execute()).length,
    mandates: await test.db
      .selectFrom('direct_debit_mandates')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  });
  const moveToSite = async (member: SignedUpMember, domain: string) => {
    const site = await test.db.selectFrom('sites').select('id').where('domain', '=', domain).executeTakeFirstOrThrow();
    await test.db.updateTable('users').set({ site_id: site.id }).where('id', '=', member.userId).execute();
    // A write outside the member's own request tells the session caches (ADR 0032).
    await test.app.liveBus.invalidate({ userIds: [member.userId] });
  };

  it('names every bad field with its translation key, and stores and sends nothing', async () => {
    const member = await signUpMember(test);
    for (const [field, value, expected] of BAD_FIELDS) {
      const body = { ...GOOD, [field]: value };
      const sent = await sendDirectDebitCode(test, member, body);
      expect(sent.statusCode, `${field} ${value}`).toBe(400);
      expect(sent.json()).toEqual({ error: 'validation_failed', fields: { [field]: expected } });
      const signed = await confirmMandate(test, member, { ...body, otp: '123456' });
      expect(signed.json().fields, `${field} ${value}`).toEqual({ [field]: expected });
    }
    const emptyAddress = await sendDirectDebitCode(test, member, {
      ...GOOD,
      street: ' ',
      house_number: '',
      zip: '',
      city: '',
    });
    expect(emptyAddress.json().fields).toEqual({
      street: key('street_required'),
      house_number: key('house_number_required'),
      zip: key('zip_required'),
      city: key('city_required'),
    });
    const noCode = await confirmMandate(test, member, { ...GOOD, otp: '12a456' });
    expect(noCode.json().fields).toEqual({ otp: key('otp_invalid') });
    expect(await stored(member.userId)).toEqual({ sms: 0, codes: 0, mandates: [] });
  });

  it('signs the mandate with the right code only, and shows the standing before and after', async () => {
    const member = await signUpMember(test);
    const before = await directDebitState(test, member);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      country: 'DE',
      mandate: null,
      blocked: false,
      limit: { amount: 15000, used: 0, currency: 'EUR', window_days: 30, frees_at: null },
      creditor: CREDITOR,
    });
    expect(before.json().mandate_text).toContain('(A) Amorelle Media B.V. to send instructions');
    expect(before.json().mandate_text).toContain('within 8 weeks');

    const sent = await sendDirectDebitCode(test, member, GOOD);
    expect(sent.statusCode, sent.body).toBe(200);
    // E.164 for programs, and written for people for the page.
    expect(sent.json()).toMatchObject({
      phone: GOOD_DIRECT_DEBIT_PHONE,
      phone_display: '+49 1512 3456789',
      codes_left: 2,
    });
    const otp = await lastSmsCode(test, member.userId);
    const wrong = await confirmMandate(test, member, { ...GOOD, otp: otp === '000000' ? '000001' : '000000' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'invalid_sms_code']);

    const signed = await confirmMandate(test, member, { ...GOOD, otp: ` ${otp.slice(0, 3)} ${otp.slice(3)} ` });
    expect(signed.statusCode, signed.body).toBe(201);
    const mandate = signed.json().mandate;
    expect(mandate).toMatchObject({
      status: 'active',
      account_holder: 'Erika Mustermann',
      iban: 'DE89370400440532013000',
      street: 'Musterstraße',
      house_number: '12a',
      zip: '10115',
      city: 'Berlin',
      phone: GOOD_DIRECT_DEBIT_PHONE,
      phone_display: '+49 1512 3456789',
      country: 'DE',
      creditor: CREDITOR,
      language: 'en',
      revoked_at: null,
    });
    expect(mandate.reference).toMatch(new RegExp(`^AML-${member.userId}-[A-Z2-7]{8}$`));
    expect(mandate.reference).toMatch(MANDATE_REFERENCE);
    expect(mandate.text).toBe(
      `${before.json().mandate_text}\nMandate reference: ${mandate.reference}. Creditor identifier: ${CREDITOR.creditor_id}.`,
    );
    expect((await directDebitState(test, member)).json().mandate).toEqual(mandate);
    // The code is used up.
    const again = await confirmMandate(test, member, { ...GOOD, otp });
    expect(again.json().error).toBe('sms_code_expired');
  });

  it('writes the mandate in the member’s language', async () => {
    const member = await signUpMember(test, {}, { locale: 'de' });
    const mandate = await signMandate(test, member);
    expect(mandate.language).toBe('de');
    expect(mandate.text).toMatch(/^Ich ermächtige Amorelle Media B\.V\., .* innerhalb von 8 Wochen, /);
    expect(mandate.text.split('\n')[1]).toBe(
      `Mandatsreferenz: ${mandate.reference}. Gläubiger-Identifikationsnummer: ${CREDITOR.creditor_id}.`,
    );
  });

  it('sends at most 3 codes an hour', async () => {
    const member = await signUpMember(test);
    for (const left of [2, 1, 0]) {
      expect((await sendDirectDebitCode(test, member, GOOD)).json().codes_left).toBe(left);
    }
    const fourth = await sendDirectDebitCode(test, member, GOOD);
    expect([fourth.statusCode, fourth.json().error]).toEqual([429, 'sms_code_limit']);
    expect((await stored(member.userId)).sms).toBe(3);
  });

  it('refuses an expired code, and a code sent to another phone', async () => {
    const member = await signUpMember(test);
    await sendDirectDebitCode(test, member, GOOD);
    await test.db
      .updateTable('sms_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', member.userId)
      .execute();
    const expired = await confirmMandate(test, member, { ...GOOD, otp: await lastSmsCode(test, member.userId) });
    expect([expired.statusCode, expired.json().error]).toEqual([400, 'sms_code_expired']);

    await sendDirectDebitCode(test, member, GOOD);
    const other = { ...GOOD, phone: '0160 98765432', otp: await lastSmsCode(test, member.userId) };
    const elsewhere = await confirmMandate(test, member, other);
    expect([elsewhere.statusCode, elsewhere.json().error]).toEqual([400, 'invalid_sms_code']);
    expect((await stored(member.userId)).mandates).toEqual([]);
  });

  it('requires an Idempotency-Key and answers a retry with the same mandate', async () => {
    const member = await signUpMember(test);
    await sendDirectDebitCode(test, member, GOOD);
    const body = { ...GOOD, otp: await lastSmsCode(test, member.userId) };
    const keyless = await confirmMandate(test, member, body, null);
    expect(keyless.json()).toEqual({
      error: 'validation_failed',
      fields: { 'Idempotency-Key': 'errors.field_required' },
    });
    const idempotencyKey = randomUUID();
    const first = await confirmMandate(test, member, body, idempotencyKey);
    const retry = await confirmMandate(test, member, body, idempotencyKey);
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await stored(member.userId)).mandates).toHaveLength(1);
  });

  it('replaces the active mandate by a new one, and revokes it', async () => {
    const member = await signUpMember(test);
    const first = await signMandate(test, member);
    const second = await signMandate(test, member, { ...GOOD, iban: 'AT61 1904 3002 3457 3201' });
    expect(second.reference).not.toBe(first.reference);
    const rows = (await stored(member.userId)).mandates;
    expect(rows.map((row) => [row.reference, row.status])).toEqual([
      [first.reference, 'revoked'],
      [second.reference, 'active'],
    ]);
    expect(rows[0]!.revoked_at).not.toBeNull();

    const revoked = await revokeMandate(test, member);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().mandate).toMatchObject({ reference: second.reference, status: 'revoked' });
    expect(revoked.json().mandate.revoked_at).not.toBeNull();
    expect((await directDebitState(test, member)).json().mandate).toBeNull();
    const none = await revokeMandate(test, member);
    expect([none.statusCode, none.json().error]).toEqual([404, 'not_found']);
  });

  it('refuses a member a returned debit blocked', async () => {
    const member = await signUpMember(test);
    await sendDirectDebitCode(test, member, GOOD);
    const otp = await lastSmsCode(test, member.userId);
    await test.db
      .insertInto('direct_debit_blocks')
      .values({ user_id: member.userId, order_id: null, reason: 'AM04' })
      .execute();
    const sent = await sendDirectDebitCode(test, member, GOOD);
    expect([sent.statusCode, sent.json().error]).toEqual([403, 'direct_debit_blocked']);
    const signed = await confirmMandate(test, member, { ...GOOD, otp });
    expect([signed.statusCode, signed.json().error]).toEqual([403, 'direct_debit_blocked']);
    expect((await directDebitState(test, member)).json().blocked).toBe(true);
    expect(await stored(member.userId)).toMatchObject({ sms: 1, mandates: [] });
  });

  it('takes the site’s country on a country site and a direct debit country from the query elsewhere', async () => {
    const member = await signUpMember(test);
    for (const country of [null, 'NL', 'JP']) {
      const answer = await directDebitState(test, member, country);
      expect([answer.statusCode, answer.json().error]).toEqual([422, 'payment_method_unavailable']);
    }
    expect((await directDebitState(test, member, 'de')).statusCode).toBe(400);
    expect((await directDebitState(test, member, 'AT')).json().country).toBe('AT');
    await moveToSite(member, 'amorelle.de');
    expect((await directDebitState(test, member, null)).json().country).toBe('DE');
    await moveToSite(member, 'amorelle.nl');
    const dutch = await sendDirectDebitCode(test, member, GOOD, null);
    expect([dutch.statusCode, dutch.json().error]).toEqual([422, 'payment_method_unavailable']);
  });

  it('counts the created, pending and completed direct debits of the last 30 days against the limit', async () => {
    const member = await signUpMember(test);
    const pkg = await test.db.selectFrom('packages').selectAll().where('country', '=', 'DE').executeTakeFirstOrThrow();
    const site = await test.db
      .selectFrom('sites')
      .select('id')
      .where('domain', '=', 'localhost')
      .executeTakeFirstOrThrow();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const order = (
      state: 'created' | 'pending' | 'completed' | 'failed',
      amount: number,
      created: Date,
      method = 'directdebit',
    ) => ({
      user_id: member.userId,
      site_id: site.id,
      package_id: pkg.id,
      package_code: pkg.code,
      country: 'DE',
      credits: pkg.credits,
      price: amount,
      amount,
      currency: 'EUR',
      vat_basis_points: 1900,
      vat_amount: 0,
      payment_method: method,
      language: 'en',
      state,
      provider: 'sandbox',
      created_at: created,
    });
    await test.db
      .insertInto('orders')
      .values([
        order('completed', 4999, daysAgo(20)),
        order('pending', 1999, daysAgo(2)),
        order('failed', 7999, daysAgo(1)),
        order('created', 999, daysAgo(0)),
        order('completed', 7999, daysAgo(31)),
        order('completed', 2999, daysAgo(3), 'paypal'),
      ])
      .execute();
    const { limit } = (await directDebitState(test, member)).json();
    expect(limit).toMatchObject({ amount: 15000, used: 4999 + 1999 + 999, currency: 'EUR', window_days: 30 });
    expect(Math.abs(new Date(limit.frees_at).getTime() - daysAgo(-10).getTime())).toBeLessThan(60_000);
  });
});
