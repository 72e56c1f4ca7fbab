import { randomUUID } from 'node:crypto';
import type { PackagesResponse, PaymentQuote } from '@app/shared/contract';
import { expect } from 'vitest';
import { PaymentProviderError, type PaymentProvider } from '../../src/modules/payments/providers/payment-provider';
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

/** Buys a package through the sandbox and completes it by the provider's callback. */
export async function buyCompleted(test: TestApp, member: SignedUpMember, choice: PurchaseChoice = {}) {
  const started = await checkout(test, member, choice);
  await decideOnSandboxPage(test, started.paymentId, 'paid');
  expect((await sandboxCallback(test, started.paymentId)).statusCode).toBe(200);
  expect(await orderState(test, started.order.id)).toBe('completed');
  return started;
}

/** GET /api/withdrawal.php?order= */
export function withdrawalPreview(test: TestApp, member: SignedUpMember, orderId: number) {
  return test.app.inject({ url: `/api/withdrawal.php?order=${orderId}`, cookies: member.cookies });
}

/** "Confirm withdrawal": POST /api/withdrawal.php with an Idempotency-Key. */
export function confirmWithdrawal(test: TestApp, member: SignedUpMember, orderId: number, key = randomUUID()) {
  return test.app.inject({
    method: 'POST',
    url: '/api/withdrawal.php',
    cookies: member.cookies,
    headers: { 'idempotency-key': key },
    payload: { order_id: orderId },
  });
}

/** What the sandbox has refunded of a payment, minor units. */
export async function sandboxRefunded(test: TestApp, paymentId: string): Promise<number> {
  const row = await test.db
    .selectFrom('sandbox_payments')
    .select('refunded')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return row.refunded;
}

/** A provider whose next `outages.refunds` refund calls fail as a provider outage would. */
export function withRefundOutages(provider: PaymentProvider) {
  const outages = { refunds: 0 };
  const flaky: PaymentProvider = {
    ...provider,
    name: provider.name,
    async refund(...args) {
      if (outages.refunds > 0) {
        outages.refunds -= 1;
        throw new PaymentProviderError('unavailable', 'simulated outage');
      }
      return provider.refund(...args);
    },
  };
  return { provider: flaky, outages };
}
