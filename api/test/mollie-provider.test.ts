import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../src/modules/payments/providers/mollie-provider';
import {
  PaymentProviderError,
  type CallbackRequest,
  type CreatePaymentInput,
  type PaymentProvider,
} from '../src/modules/payments/providers/payment-provider';
import { startMollieServer, type MollieServer } from './support/mollie-server';

let mollie: MollieServer;
let provider: PaymentProvider;

beforeAll(async () => {
  mollie = await startMollieServer();
  provider = createMollieProvider({ apiKey: mollie.apiKey, apiEndpoint: mollie.url });
});
afterAll(() => mollie.close());
afterEach(() => {
  mollie.requests.length = 0;
});

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: 42,
  amount: { value: 1999, currency: 'EUR' },
  description: 'Amorelle 50 credits, order A-000042',
  method: 'ideal',
  language: 'nl',
  redirectUrl: 'https://amorelle.nl/credits/result/42',
  webhookUrl: 'https://amorelle.nl/api/payment-callback.php?provider=mollie',
  ...overrides,
});

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentProviderError);
    return error as PaymentProviderError;
  }
  throw new Error('expected a PaymentProviderError, got an answer');
}

describe('create', () => {
  it('sends amount, method, locale, URLs and the order as Mollie expects, and answers the checkout URL', async () => {
    const payment = await provider.createPayment(input());

    expect(payment.providerPaymentId).toMatch(/^tr_\w+$/);
    expect(payment.status).toBe('open');
    expect(payment.checkoutUrl).toBe(mollie.payment(payment.providerPaymentId)?._links.checkout?.href);
    expect(payment.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);

    const [request] = mollie.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/payments');
    expect(request?.headers.authorization).toBe(`Bearer ${mollie.apiKey}`);
    expect(request?.headers['idempotency-key']).toBeTruthy();
    expect(request?.body).toEqual({
      amount: { currency: 'EUR', value: '19.99' },
      description: 'Amorelle 50 credits, order A-000042',
      redirectUrl: 'https://amorelle.nl/credits/result/42',
      webhookUrl: 'https://amorelle.nl/api/payment-callback.php?provider=mollie',
      method: 'ideal',
      locale: 'nl_NL',
      metadata: { order_id: 42 },
    });
  });

  it('writes each currency and language as Mollie wants them', async () => {
    const cases = [
      { amount: { value: 24900, currency: 'SEK' }, method: 'swish', language: 'sv', value: '249.00', locale: 'sv_SE' },
      { amount: { value: 5, currency: 'PLN' }, method: 'blik', language: 'pl', value: '0.05', locale: 'pl_PL' },
      { amount: { value: 1990, currency: 'CHF' }, method: 'twint', language: 'de', value: '19.90', locale: 'de_DE' },
      { amount: { value: 14900, currency: 'NOK' }, method: 'vipps', language: 'nb', value: '149.00', locale: 'nb_NO' },
    ] as const;
    for (const { amount, method, language, value, locale } of cases) {
      await provider.createPayment(input({ amount, method, language }));
      expect(mollie.requests.at(-1)?.body).toMatchObject({
        amount: { currency: amount.currency, value },
        method,
        locale,
      });
    }
  });

  it('answers rejected for an amount Mollie refuses (422), and creates nothing', async () => {
    const error = await providerError(provider.createPayment(input({ amount: { value: 0, currency: 'EUR' } })));
    expect(error.kind).toBe('rejected');
    expect(error.message).toMatch(/422/);
    expect(mollie.requests).toHaveLength(1);
  });

  it('answers rejected for a wrong API key (401)', async () => {
    const stranger = createMollieProvider({ apiKey: 'test_notthekeynotthekeynotthekey0', apiEndpoint: mollie.url });
    expect((await providerError(stranger.createPayment(input()))).kind).toBe('rejected');
  });
});

describe('get', () => {
  it('answers every Mollie status, and the checkout URL only while the payment is open', async () => {
    const { providerPaymentId: id } = await provider.createPayment(input());
    expect(await provider.getPayment(id)).toMatchObject({ providerPaymentId: id, status: 'open' });
    expect((await provider.getPayment(id)).checkoutUrl).toMatch(/^https:\/\//);

    for (const status of ['pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'] as const) {
      mollie.setStatus(id, status);
      expect(await provider.getPayment(id)).toEqual({ providerPaymentId: id, status, checkoutUrl: null });
    }
    expect(mollie.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/payments/${id}` });
  });

  it('reads a fully refunded payment as refunded, and a charged-back one as charged back', async () => {
    const refunded = (await provider.createPayment(input())).providerPaymentId;
    mollie.setStatus(refunded, 'paid');
    mollie.refundAll(refunded);
    expect(mollie.payment(refunded)).toMatchObject({
      status: 'paid',
      amountRefunded: { value: '19.99' },
      amountRemaining: { value: '0.00' },
    });
    expect((await provider.getPayment(refunded)).status).toBe('refunded');

    const chargedBack = (await provider.createPayment(input())).providerPaymentId;
    mollie.setStatus(chargedBack, 'paid');
    mollie.chargeBack(chargedBack);
    expect(mollie.payment(chargedBack)).toMatchObject({ status: 'paid', amountChargedBack: { value: '19.99' } });
    expect((await provider.getPayment(chargedBack)).status).toBe('charged_back');
  });

  it('answers not_found for an id Mollie does not know (404), and for one that is not Mollie’s at all', async () => {
    expect((await providerError(provider.getPayment('tr_doesnotexist'))).kind).toBe('not_found');
    expect(mollie.requests).toHaveLength(1);
    expect((await providerError(provider.getPayment('../customers/cst_1'))).kind).toBe('not_found');
    expect(mollie.requests).toHaveLength(1);
  });
});

describe('refund', () => {
  it('refunds through paymentRefunds.create and answers the refund', async () => {
    const { providerPaymentId: id } = await provider.createPayment(input());
    mollie.setStatus(id, 'paid');
    const refund = await provider.refund(id, { value: 1999, currency: 'EUR' }, 'Withdrawal, order A-000042');

    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_\w+$/), status: 'pending' });
    expect(mollie.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/payments/${id}/refunds`,
      body: { amount: { currency: 'EUR', value: '19.99' }, description: 'Withdrawal, order A-000042' },
    });
    expect((await provider.getPayment(id)).status).toBe('refunded');
  });

  it('answers rejected for more than is left to refund (422), not_found for an unknown payment', async () => {
    const { providerPaymentId: id } = await provider.createPayment(input());
    mollie.setStatus(id, 'paid');
    await provider.refund(id, { value: 1000, currency: 'EUR' }, 'part');
    expect((await provider.getPayment(id)).status).toBe('paid');
    const error = await providerError(provider.refund(id, { value: 1000, currency: 'EUR' }, 'too much'));
    expect(error.kind).toBe('rejected');
    const unknown = await providerError(provider.refund('tr_doesnotexist', { value: 1, currency: 'EUR' }, 'x'));
    expect(unknown.kind).toBe('not_found');
  });
});

describe('readCallback', () => {
  const callback = (body: unknown, rawBody = ''): CallbackRequest => ({ headers: {}, body, rawBody, query: {} });

  it('takes the payment id from Mollie’s form body and nothing else', async () => {
    expect(provider.readCallback(callback({ id: 'tr_5B8cwPMGnU6qLbRvo7qEZo' }))).toEqual({
      providerPaymentId: 'tr_5B8cwPMGnU6qLbRvo7qEZo',
    });
    expect(provider.readCallback(callback('id=tr_d0b0E3EA3v', 'id=tr_d0b0E3EA3v'))).toEqual({
      providerPaymentId: 'tr_d0b0E3EA3v',
    });
  });

  it('answers null for garbage and for a missing id', () => {
    for (const body of [
      {},
      { id: '' },
      { id: 'tr_' },
      { id: 're_4qqhO89gsT' },
      { id: 'tr_abc; DROP TABLE orders' },
      { id: 'tr_../../customers' },
      { id: ['tr_a', 'tr_b'] },
      { id: 42 },
      { payment: 'tr_abc' },
      null,
    ]) {
      expect(provider.readCallback(callback(body)), JSON.stringify(body)).toBeNull();
    }
    expect(provider.readCallback(callback('garbage', 'garbage'))).toBeNull();
    expect(provider.readCallback(callback('', ''))).toBeNull();
  });

  it('reads the exact request the loopback Mollie sends to the webhook URL', async () => {
    const received: CallbackRequest[] = [];
    const hook = http.createServer((request, response) => {
      let rawBody = '';
      request.on('data', (chunk: Buffer) => (rawBody += chunk.toString('utf8')));
      request.on('end', () => {
        const body = Object.fromEntries(new URLSearchParams(rawBody));
        received.push({ headers: request.headers, body, rawBody, query: {} });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    try {
      const { providerPaymentId: id } = await provider.createPayment(
        input({ webhookUrl: `http://127.0.0.1:${port}/api/payment-callback.php` }),
      );
      expect(await mollie.sendWebhook(id)).toBe(200);
      expect(received[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(received[0]?.rawBody).toBe(`id=${id}`);
      expect(provider.readCallback(received[0] as CallbackRequest)).toEqual({ providerPaymentId: id });
    } finally {
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  });
});

describe('errors', () => {
  it('lets the client retry one 500 by itself', async () => {
    const { providerPaymentId: id } = await provider.createPayment(input());
    mollie.requests.length = 0;
    mollie.failNext('http500');
    expect((await provider.getPayment(id)).status).toBe('open');
    expect(mollie.requests).toHaveLength(2);
  });

  it('answers unavailable when Mollie keeps answering 500', async () => {
    mollie.failNext('http500', 3);
    const error = await providerError(provider.createPayment(input()));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/500/);
    expect(mollie.requests).toHaveLength(3);
  });

  it('answers unavailable within its timeout when Mollie never answers', async () => {
    const impatient = createMollieProvider({ apiKey: mollie.apiKey, apiEndpoint: mollie.url, timeoutMs: 300 });
    mollie.failNext('hang');
    const started = Date.now();
    const error = await providerError(impatient.getPayment('tr_hanging'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/300 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers unavailable when nothing listens at the endpoint', async () => {
    const closed = await startMollieServer();
    const url = closed.url;
    await closed.close();
    const nobody = createMollieProvider({ apiKey: mollie.apiKey, apiEndpoint: url, timeoutMs: 2_000 });
    expect((await providerError(nobody.getPayment('tr_nobodyhome'))).kind).toBe('unavailable');
  });

  it('refuses a plain-http endpoint at start: the client speaks only HTTPS', () => {
    expect(() => createMollieProvider({ apiKey: mollie.apiKey, apiEndpoint: mollie.plainUrl })).toThrow(/https/);
  });
});

describe('the loopback Mollie itself', () => {
  it('answers errors in Mollie’s shape: 401 without the key, 404 for an unknown payment', async () => {
    const anonymous = await fetch(`${mollie.plainUrl}payments/tr_x`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 401, title: 'Unauthorized Request' });

    const unknown = await fetch(`${mollie.plainUrl}payments/tr_doesnotexist`, {
      headers: { authorization: `Bearer ${mollie.apiKey}` },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/hal\+json/);
    expect(await unknown.json()).toEqual({
      status: 404,
      title: 'Not Found',
      detail: 'No payment exists with token tr_doesnotexist.',
      _links: { documentation: { href: expect.stringMatching(/^https:\/\/docs\.mollie\.com\//), type: 'text/html' } },
    });
  });

  it('answers a payment with the fields of Mollie’s documentation', async () => {
    const { providerPaymentId: id } = await provider.createPayment(input());
    mollie.setStatus(id, 'paid');
    expect(mollie.payment(id)).toMatchObject({
      resource: 'payment',
      id,
      mode: 'test',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
      amount: { currency: 'EUR', value: '19.99' },
      description: 'Amorelle 50 credits, order A-000042',
      method: 'ideal',
      metadata: { order_id: 42 },
      status: 'paid',
      paidAt: expect.any(String),
      expiresAt: expect.any(String),
      amountRefunded: { currency: 'EUR', value: '0.00' },
      amountRemaining: { currency: 'EUR', value: '19.99' },
      locale: 'nl_NL',
      sequenceType: 'oneoff',
      redirectUrl: 'https://amorelle.nl/credits/result/42',
      webhookUrl: 'https://amorelle.nl/api/payment-callback.php?provider=mollie',
      _links: {
        self: { href: `${mollie.url}payments/${id}`, type: 'application/hal+json' },
        dashboard: { href: expect.stringContaining(id), type: 'text/html' },
      },
    });
    expect(mollie.payment(id)?._links.checkout).toBeUndefined();
  });
});
