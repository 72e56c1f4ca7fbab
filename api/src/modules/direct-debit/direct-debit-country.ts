import { isPaymentMethodOf } from '@app/shared/contract';
import { AppError } from '../../http/app-error';
import type { SiteRow } from '../settings';

/**
 * The direct debit country (ADR 0026): the site's country on a country site; on the multi-country
 * site the member's payment country from `?country=`, one the site serves whose methods include
 * direct debit. Anything else: 422 `payment_method_unavailable`.
 */
export function directDebitCountry(site: Pick<SiteRow, 'country' | 'countries'>, asked: string | undefined): string {
  const country = site.countries.length === 1 ? site.country : asked;
  if (!country || !site.countries.includes(country) || !isPaymentMethodOf(country, 'directdebit')) {
    throw new AppError('payment_method_unavailable');
  }
  return country;
}
