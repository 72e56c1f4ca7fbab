import { Locale, PaymentMethod } from '@mollie/api-client';
import type { PaymentMethodId } from '@app/shared/contract';
import { PaymentProviderError, type Money, type ProviderStatus } from './payment-provider';

/** Mollie's money: `{ currency: 'EUR', value: '19.99' }` (the client does not export its type). */
export interface Amount {
  currency: string;
  value: string;
}

/** Our method ids in Mollie's words (every one is in the client's PaymentMethod enum, 4.6.0). */
const MOLLIE_METHODS: Record<PaymentMethodId, PaymentMethod> = {
  ideal: PaymentMethod.ideal,
  bancontact: PaymentMethod.bancontact,
  directdebit: PaymentMethod.directdebit,
  paypal: PaymentMethod.paypal,
  klarna: PaymentMethod.klarna,
  blik: PaymentMethod.blik,
  przelewy24: PaymentMethod.przelewy24,
  mobilepay: PaymentMethod.mobilepay,
  vipps: PaymentMethod.vipps,
  swish: PaymentMethod.swish,
  twint: PaymentMethod.twint,
  creditcard: PaymentMethod.creditcard,
};

/** The checkout page's language for each of the site's languages. */
const MOLLIE_LOCALES: Record<string, Locale> = {
  en: Locale.en_US,
  nl: Locale.nl_NL,
  de: Locale.de_DE,
  fr: Locale.fr_FR,
  es: Locale.es_ES,
  it: Locale.it_IT,
  pl: Locale.pl_PL,
  da: Locale.da_DK,
  sv: Locale.sv_SE,
  nb: Locale.nb_NO,
  fi: Locale.fi_FI,
};

export function mollieMethod(method: PaymentMethodId): PaymentMethod {
  return MOLLIE_METHODS[method];
}

/** Mollie's locale for a language, or undefined: Mollie then picks one from the member's browser. */
export function mollieLocale(language: string): Locale | undefined {
  return MOLLIE_LOCALES[language];
}

/** The currency's minor digits (2 for EUR, SEK, PLN; 0 for JPY), as Intl knows them. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units to Mollie's amount: 1999 EUR → { currency: 'EUR', value: '19.99' }. String arithmetic, no floats. */
export function toMollieAmount(money: Money): Amount {
  if (!Number.isSafeInteger(money.value) || money.value < 0) {
    throw new PaymentProviderError('rejected', `not an amount in minor units: ${money.value}`);
  }
  const digits = minorDigits(money.currency);
  const text = String(money.value).padStart(digits + 1, '0');
  const value = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return { currency: money.currency, value };
}

/** Mollie's amount to minor units: { currency: 'EUR', value: '19.99' } → 1999 (also '19.9' → 1990). */
export function fromMollieAmount(amount: Amount): Money {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.value);
  const digits = minorDigits(amount.currency);
  if (!match || (match[2] ?? '').length > digits) {
    throw new PaymentProviderError(
      'rejected',
      `Mollie sent an amount we cannot read: ${amount.value} ${amount.currency}`,
    );
  }
  const minor = Number(`${match[1]}${(match[2] ?? '').padEnd(digits, '0')}`);
  return { value: minor, currency: amount.currency };
}

/** The fields of a Mollie payment that decide our provider status. */
export interface MollieStatusFields {
  status: string;
  amount: Amount;
  amountRefunded?: Amount | null;
  amountChargedBack?: Amount | null;
}

const PLAIN_STATUSES: Record<string, ProviderStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'authorized',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/**
 * Mollie keeps a refunded or charged-back payment `paid` and tells it by amounts: any charged-back
 * amount makes it `charged_back` (the bank took the money back), a refund of the whole amount
 * `refunded`; a partial refund leaves it `paid`. A status Mollie might add later reads as `pending`:
 * the service keeps waiting and never credits or fails on a word it does not know.
 */
export function providerStatusOf(payment: MollieStatusFields): ProviderStatus {
  const status = PLAIN_STATUSES[payment.status] ?? 'pending';
  if (status !== 'paid') return status;
  if (payment.amountChargedBack && fromMollieAmount(payment.amountChargedBack).value > 0) return 'charged_back';
  if (payment.amountRefunded) {
    const refunded = fromMollieAmount(payment.amountRefunded);
    const paid = fromMollieAmount(payment.amount);
    if (refunded.currency === paid.currency && refunded.value >= paid.value) return 'refunded';
  }
  return 'paid';
}

/**
 * The bank's reason for a failed or charged-back direct debit (`details.bankReasonCode`, an ISO 20022
 * code such as AM04), when Mollie gives one; null for any other payment.
 */
export function returnReasonOf(payment: MollieStatusFields & { method?: unknown; details?: unknown }): string | null {
  if (payment.method !== 'directdebit') return null;
  const status = providerStatusOf(payment);
  if (status !== 'failed' && status !== 'charged_back') return null;
  const code = (payment.details as { bankReasonCode?: unknown } | null | undefined)?.bankReasonCode;
  return typeof code === 'string' && /^[A-Z0-9]{2,8}$/.test(code) ? code : null;
}

/**
 * Any failure of a Mollie call as our error kind. The client throws its ApiError with `statusCode`
 * from Mollie's error body; a network error, a timeout or an answer that is not JSON comes without
 * one. 404 → not_found; 5xx, 408, 429 and no status at all → unavailable (worth trying again later);
 * any other 4xx → rejected (Mollie refuses this request as it is).
 */
export function toProviderError(error: unknown, action: string): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  const detail = error instanceof Error ? error.message : String(error);
  const message = `Mollie ${action}: ${typeof statusCode === 'number' ? `${statusCode} ` : ''}${detail}`;
  if (typeof statusCode !== 'number' || statusCode >= 500 || statusCode === 408 || statusCode === 429) {
    return new PaymentProviderError('unavailable', message, { cause: error });
  }
  if (statusCode === 404) return new PaymentProviderError('not_found', message, { cause: error });
  return new PaymentProviderError('rejected', message, { cause: error });
}
