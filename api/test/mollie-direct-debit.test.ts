import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../src/modules/payments/providers/mollie-provider';
import type { CreatePaymentInput, PaymentProvider } from '../src/modules/payments/providers/payment-provider';
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

const mandate = (reference: string) => ({
  reference,
  iban: 'DE89370400440532013000',
  accountHolder: 'Robin Muster',
  signedAt: new Date('2026-06-15T09:30:00Z'),
});

const debit = (reference: string, orderId = 7): CreatePaymentInput => ({
  orderId,
  amount: { value: 3499, currency: 'EUR' },
  description: 'Amorelle 100 credits, order A-000007',
  method: 'directdebit',
  language: 'de',
  redirectUrl: 'https://amorelle.de/credits/3/directdebit?order=7',
  webhookUrl: 'https://amorelle.de/api/payment-callback.php?provider=mollie',
  mandate: mandate(reference),
});

describe('direct debit under our mandate (ADR 0026)', () => {
  it('registers a customer and our mandate, then collects a recurring payment on it', async () => {
    const payment = await provider.createPayment(debit('AMR-MOLLIE-1'));
    expect(payment.status).toBe('pending');
    expect(payment.checkoutUrl).toBeNull();

    const calls = mollie.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual([
      'GET /v2/customers',
      'POST /v2/customers',
      'GET /v2/customers/' + calls[2]!.split('/')[3] + '/mandates',
      'POST /v2/customers/' + calls[2]!.split('/')[3] + '/mandates',
      'POST /v2/payments',
    ]);
    const [, customerCall, , mandateCall, paymentCall] = mollie.requests;
    expect(customerCall!.body).toEqual({ name: 'Robin Muster', metadata: { mandate_reference: 'AMR-MOLLIE-1' } });
    expect(mandateCall!.body).toEqual({
      method: 'directdebit',
      consumerName: 'Robin Muster',
      consumerAccount: 'DE89370400440532013000',
      signatureDate: '2026-06-15',
      mandateReference: 'AMR-MOLLIE-1',
    });
    const [owner] = [...mollie.customers.values()].filter(
      (entry) => (entry.customer.metadata as { mandate_reference?: string }).mandate_reference === 'AMR-MOLLIE-1',
    );
    expect(paymentCall!.body).toMatchObject({
      method: 'directdebit',
      sequenceType: 'recurring',
      customerId: owner!.customer.id,
      mandateId: owner!.mandates[0]!.id,
      amount: { currency: 'EUR', value: '34.99' },
      metadata: { order_id: 7 },
    });
  });

  it('reuses the customer and the mandate for the next debit under the same mandate', async () => {
    await provider.createPayment(debit('AMR-MOLLIE-2', 8));
    mollie.requests.length = 0;
    await provider.createPayment(debit('AMR-MOLLIE-2', 9));
    expect(mollie.requests.map((request) => request.method)).toEqual(['GET', 'GET', 'POST']);
    const owners = [...mollie.customers.values()].filter(
      (entry) => (entry.customer.metadata as { mandate_reference?: string }).mandate_reference === 'AMR-MOLLIE-2',
    );
    expect(owners).toHaveLength(1);
    expect(owners[0]!.mandates).toHaveLength(1);
  });

  it('reads the bank’s return reason of a failed or charged-back debit', async () => {
    const returned = await provider.createPayment(debit('AMR-MOLLIE-3', 10));
    mollie.failDebit(returned.providerPaymentId, 'AM04');
    expect(await provider.getPayment(returned.providerPaymentId)).toMatchObject({
      status: 'failed',
      returnReason: 'AM04',
    });

    const reversed = await provider.createPayment(debit('AMR-MOLLIE-3', 11));
    expect((await provider.getPayment(reversed.providerPaymentId)).returnReason).toBeUndefined();
    mollie.setStatus(reversed.providerPaymentId, 'paid');
    expect(await provider.getPayment(reversed.providerPaymentId)).toEqual(expect.objectContaining({ status: 'paid' }));
    expect((await provider.getPayment(reversed.providerPaymentId)).returnReason).toBeUndefined();
    mollie.chargeBack(reversed.providerPaymentId, 'MD06');
    expect(await provider.getPayment(reversed.providerPaymentId)).toMatchObject({
      status: 'charged_back',
      returnReason: 'MD06',
    });
  });

  it('answers rejected when Mollie refuses the mandate, and collects nothing', async () => {
    const error = await provider
      .createPayment({ ...debit('AMR-MOLLIE-4'), mandate: { ...mandate('AMR-MOLLIE-4'), iban: '' } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'PaymentProviderError', kind: 'rejected' });
    expect(mollie.requests.some((request) => request.path === '/v2/payments')).toBe(false);
  });
});
