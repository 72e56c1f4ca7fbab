import { randomUUID } from 'node:crypto';
import type { PackagesResponse, PaymentQuote } from '@app/shared/contract';
import { expect } from 'vitest';
import type { SignedUpMember } from './members';
import type { TestApp } from './test-app';

/** Payment tests: the sandbox's automatic callbacks stay out of the way unless a test wants them. */
export const PAYMENT_TEST_ENV = { SANDBOX_CALLBACK_DELAY_MS: '600000' };

export interface PurchaseChoice {
  country?: string;
  code?: 'p0' | 'p1' | 'p2' | 'p3';
  method?: string;
  discount?: string;
  returnPath?: string;
}

export async function priceListOf(test: TestApp, member: SignedUpMember, country: string): Promise<PackagesResponse> {
  const answer = await test.app.inject({ url: `/api/packages.php?country=${country}`, cookies: member.cookies });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

export async function quoteFor(test: TestApp, member: SignedUpMember, choice: PurchaseChoice = {}) {
  const country = choice.country ?? 'NL';
  const list = await priceListOf(test, member, country);
  const pkg = list.packages.find((item) => item.code === (choice.code ?? 'p1'))!;
  const query = new URLSearchParams({ package_id: String(pkg.id), country });
  if (choice.method) query.set('payment_method', choice.method);
  if (choice.discount) query.set('discount_code', choice.discount);
  const answer = await test.app.inject({ url: `/api/payment-quote.php?${query}`, cookies: member.cookies });
  return { answer, pkg, country };
}

export function startPayment(test: TestApp, member: SignedUpMember, body: object, key: string | null = randomUUID()) {
  return test.app.inject({
    method: 'POST',
    url: '/api/payment.php',
    cookies: member.cookies,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload: body,
  });
}

/** Quotes and starts the checkout of one package; answers the order, the quote and the sandbox payment id. */
export async function checkout(test: TestApp, member: SignedUpMember, choice: PurchaseChoice = {}) {
  const { answer, pkg, country } = await quoteFor(test, member, { method: 'ideal', ...choice });
  expect(answer.statusCode, answer.body).toBe(200);
  const quote = answer.json().quote as PaymentQuote;
  const started = await startPayment(test, member, {
    package_id: pkg.id,
    country,
    payment_method: choice.method ?? 'ideal',
    discount_code: choice.discount ?? null,
    amount: quote.amount,
    currency: quote.currency,
    return_path: choice.returnPath ?? null,
  });
  expect(started.statusCode, started.body).toBe(201);
  const { order, checkout_url: checkoutUrl } = started.json() as {
    order: { id: number; state: string };
    checkout_url: string;
  };
  const paymentId = new URL(checkoutUrl).pathname.split('/').pop()!;
  return { order, quote, checkoutUrl, paymentId };
}

/** The developer's choice on the sandbox's checkout page: answers the redirect back to the site. */
export async function decideOnSandboxPage(test: TestApp, paymentId: string, outcome: string) {
  const answer = await test.app.inject({
    method: 'POST',
    url: `/dev/sandbox-checkout/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(answer.statusCode, answer.body).toBe(303);
  return answer.headers.location as string;
}

/** The provider's callback: the payment id, nothing else. */
export function sandboxCallback(test: TestApp, paymentId: string, provider = 'sandbox') {
  return test.app.inject({
    method: 'POST',
    url: `/api/payment-callback.php?provider=${provider}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${paymentId}`,
  });
}

export async function orderState(test: TestApp, orderId: number): Promise<string> {
  const row = await test.db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.state;
}

export function ordersOf(test: TestApp, userId: number) {
  return test.db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
