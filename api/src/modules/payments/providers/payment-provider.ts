import type { PaymentMethodId } from '@app/shared/contract';

/**
 * A payment provider's status of one payment, in the provider-neutral words the service maps to our
 * own states (payment-states.ts): open and authorized wait like pending; paid completes; refunded and
 * charged_back follow a paid payment.
 */
export const PROVIDER_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export interface Money {
  /** Minor units (cents). */
  value: number;
  /** ISO 4217. */
  currency: string;
}

export interface CreatePaymentInput {
  /** Our order id: the provider keeps it as metadata and shows it as the reference. */
  orderId: number;
  amount: Money;
  /** Shown on the checkout page and the bank statement ("Amorelle 50 credits, order A-000042"). */
  description: string;
  method: PaymentMethodId;
  /** The member's language, for the checkout page. */
  language: string;
  /** Where the checkout sends the member back (our result page). */
  redirectUrl: string;
  /** Where the provider calls us back (the callback route). */
  webhookUrl: string;
  /** For method directdebit: the member's signed mandate the bank debits under (ADR 0026). */
  mandate?: DebitMandate;
}

/** A SEPA mandate as a provider needs it to collect a direct debit. */
export interface DebitMandate {
  /** Our unique mandate reference (SEPA character set). */
  reference: string;
  /** Electronic format. */
  iban: string;
  accountHolder: string;
  signedAt: Date;
}

export interface ProviderPayment {
  /** The provider's id of the payment (Mollie `tr_…`, sandbox `sbx_…`). */
  providerPaymentId: string;
  status: ProviderStatus;
  /** The hosted checkout page; null once the payment no longer waits for the member. */
  checkoutUrl: string | null;
  /** A returned direct debit: the bank's reason (ISO 20022, such as AM04), when the provider gives one. */
  returnReason?: string | null;
}

export interface ProviderRefund {
  refundId: string;
  /** The provider's state of the refund (queued, pending, processing, refunded, failed). */
  status: string;
}

/** What a callback request says: only which payment to look at, never its status. */
export interface CallbackNotice {
  providerPaymentId: string;
}

/** A callback request as the route hands it to a provider. */
export interface CallbackRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The parsed body (form fields or JSON), or the raw text when it could not be parsed. */
  body: unknown;
  /** The raw body, for providers that sign it. */
  rawBody: string;
  query: Record<string, string | undefined>;
}

/**
 * One interface for every provider: create a payment and get the checkout URL, fetch its status by
 * the provider's id, refund, and read a callback. The service always fetches the status after a
 * callback (the callback itself is never trusted for the outcome).
 */
export interface PaymentProvider {
  /** Stored with the order (`sandbox`, `mollie`, …) and used in the callback URL. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * Refunds part or all of a paid payment. `idempotencyKey` (a provider that supports one): asking
   * again with the same key after a lost answer refunds once.
   */
  refund(
    providerPaymentId: string,
    amount: Money,
    description: string,
    idempotencyKey?: string,
  ): Promise<ProviderRefund>;
  /**
   * The payment a callback names, or null when the request does not name one. Throws
   * PaymentProviderError('invalid_signature') for a callback whose signature does not verify.
   */
  readCallback(request: CallbackRequest): CallbackNotice | null;
}

export type PaymentProviderErrorKind = 'unavailable' | 'rejected' | 'not_found' | 'invalid_signature';

/** A provider call that failed: the provider is down or timed out, refused the request, or does not know the payment. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentProviderErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
