import type { Settings } from '@app/shared/contract';

/** The query of the direct debit calls: `country` only on a site that serves several countries. */
export interface DirectDebitQuery {
  country?: string;
}

/**
 * The direct debit country is the site's own; the multi-country site has none and names the member's
 * payment country (the one the checkout uses) in `?country=` (ADR 0026).
 */
export function directDebitQuery(
  settings: Settings | null | undefined,
  paymentCountry: string | null,
): DirectDebitQuery {
  const ownCountry = settings?.countries.length === 1;
  return !ownCountry && paymentCountry ? { country: paymentCountry } : {};
}
