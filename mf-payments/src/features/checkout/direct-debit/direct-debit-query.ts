import type { Settings } from '@app/shared/contract';
import { isPaymentMethodOf } from '@app/shared/contract/payment-methods';

/** The query of the direct debit calls: `country` only on a site that serves several countries. */
export interface DirectDebitQuery {
  country?: string;
}

/**
 * The direct debit country is the site's own; the multi-country site has none and names one in
 * `?country=` (ADR 0026): the member's payment country (the one the checkout uses) when it offers
 * direct debit, else the first of the site's countries that does (a member paying from Switzerland
 * who opens /directdebit sets up a German mandate, not an error).
 */
export function directDebitQuery(
  settings: Settings | null | undefined,
  paymentCountry: string | null,
): DirectDebitQuery {
  if (settings?.countries.length === 1) return {};
  if (paymentCountry && isPaymentMethodOf(paymentCountry, 'directdebit')) return { country: paymentCountry };
  const offering = settings?.countries.find((country) => isPaymentMethodOf(country, 'directdebit'));
  const country = offering ?? paymentCountry;
  return country ? { country } : {};
}
