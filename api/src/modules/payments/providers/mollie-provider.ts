import { createMollieClient, SequenceType, type Payment } from '@mollie/api-client';
import { mollieDebitMandate } from './mollie-debit';
import {
  PaymentProviderError,
  type CallbackNotice,
  type CallbackRequest,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider';
import {
  mollieLocale,
  mollieMethod,
  providerStatusOf,
  returnReasonOf,
  toMollieAmount,
  toProviderError,
} from './mollie-mapping';

export interface MollieProviderOptions {
  apiKey: string;
  /** Mollie's API root; tests point it at a loopback server. Default: https://api.mollie.com/v2/. */
  apiEndpoint?: string | null;
  /** Longest wait for one call, the client's own retries of a 5xx included. Default 10 s. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const PAYMENT_ID = /^tr_\w{1,64}$/;

/**
 * The Mollie adapter (issue 12) through the official client. The client retries a 5xx itself (three
 * attempts, 2 s apart, each POST with one Idempotency-Key) but has no timeout of its own, so every
 * call here races a timer; a late answer after the timer is dropped.
 */
export function createMollieProvider(options: MollieProviderOptions): PaymentProvider {
  const apiEndpoint = options.apiEndpoint ?? undefined;
  // The client sends every request through an https.Agent pinned to its own CA bundle: a plain
  // http:// endpoint fails on every call with 'Protocol "http:" not supported'. Say so at start.
  if (apiEndpoint !== undefined && new URL(apiEndpoint).protocol !== 'https:') {
    throw new Error(
      `MOLLIE_API_ENDPOINT must be an https:// URL (the Mollie client speaks only HTTPS): ${apiEndpoint}`,
    );
  }
  const client = createMollieClient({ apiKey: options.apiKey, apiEndpoint });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new PaymentProviderError('unavailable', `Mollie ${action}: no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([run(), timeout]);
    } catch (error) {
      throw toProviderError(error, action);
    } finally {
      clearTimeout(timer);
    }
  }

  const toProviderPayment = (payment: Payment): ProviderPayment => {
    const returnReason = returnReasonOf(payment);
    return {
      providerPaymentId: payment.id,
      status: providerStatusOf(payment),
      checkoutUrl: payment.getCheckoutUrl() ?? null,
      ...(returnReason ? { returnReason } : {}),
    };
  };

  return {
    name: 'mollie',

    async createPayment(input) {
      // A direct debit under our signed mandate: a recurring payment on the Mollie mandate, no checkout.
      const debit =
        input.method === 'directdebit' && input.mandate
          ? {
              ...(await mollieDebitMandate(client, call, { ...input, mandate: input.mandate })),
              sequenceType: SequenceType.recurring,
            }
          : {};
      const payment = await call('create payment', () =>
        client.payments.create({
          amount: toMollieAmount(input.amount),
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          method: mollieMethod(input.method),
          locale: mollieLocale(input.language),
          metadata: { order_id: input.orderId },
          ...debit,
        }),
      );
      return toProviderPayment(payment);
    },

    async getPayment(providerPaymentId) {
      // An id that is not Mollie's would be sent as a path: never ask for it.
      if (!PAYMENT_ID.test(providerPaymentId)) {
        throw new PaymentProviderError('not_found', `not a Mollie payment id: ${providerPaymentId}`);
      }
      return toProviderPayment(await call('get payment', () => client.payments.get(providerPaymentId)));
    },

    async refund(providerPaymentId, amount, description, idempotencyKey) {
      if (!PAYMENT_ID.test(providerPaymentId)) {
        throw new PaymentProviderError('not_found', `not a Mollie payment id: ${providerPaymentId}`);
      }
      const refund = await call('refund', () =>
        client.paymentRefunds.create({
          paymentId: providerPaymentId,
          amount: toMollieAmount(amount),
          description,
          ...(idempotencyKey ? { idempotencyKey } : {}),
        }),
      );
      return { refundId: refund.id, status: refund.status };
    },

    readCallback(request: CallbackRequest): CallbackNotice | null {
      // Mollie's webhook is a form POST carrying only `id=tr_…`, unsigned: the id is all we take
      // from it, and the service fetches the payment to learn what happened.
      const id = callbackId(request);
      return id !== null && PAYMENT_ID.test(id) ? { providerPaymentId: id } : null;
    },
  };
}

function callbackId(request: CallbackRequest): string | null {
  const { body } = request;
  if (body !== null && typeof body === 'object') {
    const id = (body as Record<string, unknown>).id;
    return typeof id === 'string' ? id : null;
  }
  // A body the route could not parse: read the raw form ourselves.
  return new URLSearchParams(request.rawBody).get('id');
}
