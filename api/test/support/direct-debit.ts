import { randomUUID } from 'node:crypto';
import type { Mandate } from '@app/shared/contract/direct-debit-api';
import { expect } from 'vitest';
import type { SignedUpMember } from './members';
import type { TestApp } from './test-app';

/** A direct debit form that every check passes on a German site: the phone becomes +4915123456789. */
export const GOOD_DIRECT_DEBIT_FORM = {
  account_holder: 'Erika Mustermann',
  iban: 'DE89 3704 0044 0532 0130 00',
  street: 'Musterstraße',
  house_number: '12a',
  zip: '10115',
  city: 'Berlin',
  phone: '0151 23456789',
};
export const GOOD_DIRECT_DEBIT_PHONE = '+4915123456789';

const countryQuery = (country: string | null) => (country === null ? '' : `?country=${country}`);

export function directDebitState(test: TestApp, member: SignedUpMember, country: string | null = 'DE') {
  return test.app.inject({ url: `/api/direct-debit.php${countryQuery(country)}`, cookies: member.cookies });
}

/** POST /api/direct-debit.php: checks the form and sends the SMS code. */
export function sendDirectDebitCode(
  test: TestApp,
  member: SignedUpMember,
  body: object,
  country: string | null = 'DE',
) {
  return test.app.inject({
    method: 'POST',
    url: `/api/direct-debit.php${countryQuery(country)}`,
    cookies: member.cookies,
    payload: body,
  });
}

/** POST /api/direct-debit-mandate.php: signs the mandate with the code (`key` null: no Idempotency-Key). */
export function confirmMandate(
  test: TestApp,
  member: SignedUpMember,
  body: object,
  key: string | null = randomUUID(),
  country: string | null = 'DE',
) {
  return test.app.inject({
    method: 'POST',
    url: `/api/direct-debit-mandate.php${countryQuery(country)}`,
    cookies: member.cookies,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: body,
  });
}

export function revokeMandate(test: TestApp, member: SignedUpMember) {
  return test.app.inject({ method: 'DELETE', url: '/api/direct-debit-mandate.php', cookies: member.cookies });
}

/** The code of the member's newest SMS (the text starts with it), read from sms_outbox. */
export async function lastSmsCode(test: TestApp, userId: number): Promise<string> {
  const row = await test.db
    .selectFrom('sms_outbox')
    .select('text_body')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /^(\d+) /.exec(row.text_body)![1]!;
}

/** Sends the code for the form and signs the mandate with it: answers the active mandate. */
export async function signMandate(
  test: TestApp,
  member: SignedUpMember,
  form: object = GOOD_DIRECT_DEBIT_FORM,
  country: string | null = 'DE',
): Promise<Mandate> {
  const sent = await sendDirectDebitCode(test, member, form, country);
  expect(sent.statusCode, sent.body).toBe(200);
  const otp = await lastSmsCode(test, member.userId);
  const signed = await confirmMandate(test, member, { ...form, otp }, randomUUID(), country);
  expect(signed.statusCode, signed.body).toBe(201);
  return signed.json().mandate;
}
