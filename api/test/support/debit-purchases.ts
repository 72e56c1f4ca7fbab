import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { PaymentQuote } from '@app/shared/contract';
import type { SignedUpMember } from './members';
import { quoteFor, startPayment } from './payments';
import type { TestApp } from './test-app';

export const CREDITOR = { name: 'Amorelle Test GmbH', id: 'DE98ZZZ09999999999' };

/** An active mandate for the member, stored as signing would store it (the mandate routes are helper A1's). */
export async function insertActiveMandate(test: TestApp, userId: number, country = 'DE') {
  return test.db
    .insertInto('direct_debit_mandates')
    .values({
      user_id: userId,
      site_id: null,
      reference: `AMR-${randomBytes(6).toString('hex').toUpperCase()}`,
      status: 'active',
      account_holder: 'Robin Muster',
      iban: 'DE89370400440532013000',
      street: 'Hauptstraße',
      house_number: '12',
      zip: '10115',
      city: 'Berlin',
      phone: '+4915123456789',
      country,
      creditor_name: CREDITOR.name,
      creditor_id: CREDITOR.id,
      creditor_address: 'Teststraße 1, 10115 Berlin, Deutschland',
      language: 'de',
      text: 'Ich ermächtige Amorelle Test GmbH, Zahlungen von meinem Konto mittels Lastschrift einzuziehen.',
      revoked_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The quote of a package bought by direct debit on the DE price list. */
export async function debitQuote(test: TestApp, member: SignedUpMember, code: 'p0' | 'p1' | 'p2' | 'p3' = 'p1') {
  const { answer, pkg } = await quoteFor(test, member, { country: 'DE', code, method: 'directdebit' });
  expect(answer.statusCode, answer.body).toBe(200);
  return { pkg, quote: answer.json().quote as PaymentQuote };
}

/** POST /api/payment.php by direct debit (a new Idempotency-Key unless given); answers the raw answer. */
export async function buyByDebit(
  test: TestApp,
  member: SignedUpMember,
  code: 'p0' | 'p1' | 'p2' | 'p3' = 'p1',
  key: string = randomUUID(),
) {
  return postDebitPurchase(test, member, await debitQuote(test, member, code), key);
}

/** POST /api/payment.php by direct debit for a quote already fetched (parallel purchases start together). */
export function postDebitPurchase(
  test: TestApp,
  member: SignedUpMember,
  { pkg, quote }: Awaited<ReturnType<typeof debitQuote>>,
  key: string = randomUUID(),
) {
  return startPayment(
    test,
    member,
    {
      package_id: pkg.id,
      country: 'DE',
      payment_method: 'directdebit',
      discount_code: null,
      amount: quote.amount,
      currency: quote.currency,
      return_path: null,
    },
    key,
  );
}

/** The sandbox payment id of an order (a debit's checkout URL is our own result page). */
export async function paymentIdOf(test: TestApp, orderId: number): Promise<string> {
  const row = await test.db
    .selectFrom('orders')
    .select('provider_payment_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.provider_payment_id!;
}

/** The bank returns the debit on the sandbox's page, with an ISO 20022 reason. */
export async function returnDebitOnSandboxPage(test: TestApp, paymentId: string, reason: string) {
  const answer = await test.app.inject({
    method: 'POST',
    url: `/dev/sandbox-checkout/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=returned&reason=${reason}`,
  });
  expect(answer.statusCode, answer.body).toBe(303);
  return answer.headers.location as string;
}
