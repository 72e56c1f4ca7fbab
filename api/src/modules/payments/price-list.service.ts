import { paymentMethodsOf, type PackagesResponse, type PaymentMethodId, type PaymentQuote } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CurrentUser } from '../auth';
import type { SiteRow } from '../settings';
import { discountForOrder } from './discount-code.service';
import { countriesWithPackages, findPackage, listPackages } from './package.repository';
import type { PackageRow } from './payment.table';
import { quoteOf, toPackage } from './pricing';
import { basisPointsToPercentage, vatBasisPointsOf } from './vat-rates';

/** The countries a member of this site may pay in: the site's countries that have packages. */
export async function paymentCountriesOf(db: Db, site: SiteRow): Promise<string[]> {
  const priced = await countriesWithPackages(db);
  return site.countries.filter((country) => priced.has(country));
}

/** A payment country this site sells in, else 404 package_unavailable. */
export async function checkPaymentCountry(db: Db, site: SiteRow, country: string): Promise<void> {
  if (!(await paymentCountriesOf(db, site)).includes(country)) throw new AppError('package_unavailable');
}

/** GET /api/packages.php: the price list of one payment country (the site's own country by default). */
export async function priceList(db: Db, site: SiteRow, country: string | undefined): Promise<PackagesResponse> {
  const countries = await paymentCountriesOf(db, site);
  const wanted = country ?? (countries.includes(site.country) ? site.country : countries[0]);
  if (!wanted || !countries.includes(wanted)) throw new AppError('package_unavailable');
  const rows = await listPackages(db, wanted);
  const smallest = rows[0];
  if (!smallest) throw new AppError('package_unavailable');
  const vat = vatBasisPointsOf(wanted);
  return {
    country: wanted,
    currency: smallest.currency,
    vat_percentage: basisPointsToPercentage(vat),
    packages: rows.map((row) => toPackage(row, smallest)),
    payment_methods: paymentMethodsOf(wanted).map(({ id, name, logo }) => ({ id, name, logo })),
    countries,
  };
}

export interface QuoteRequest {
  package_id: number;
  country: string;
  payment_method?: string | undefined;
  discount_code?: string | null | undefined;
}

export interface PricedOrder {
  quote: PaymentQuote;
  pkg: PackageRow;
  vatBasisPoints: number;
  discountCodeId: number | null;
}

/**
 * The server's price of one package for a country, a method and a code: the package must be of that
 * country and the method offered there; the code is checked against all of it. Nothing is stored.
 */
export async function priceOrder(
  db: Db,
  site: SiteRow,
  user: CurrentUser,
  request: QuoteRequest,
): Promise<PricedOrder> {
  await checkPaymentCountry(db, site, request.country);
  const pkg = await findPackage(db, request.package_id);
  if (!pkg || pkg.country !== request.country) throw new AppError('package_unavailable');
  const methods = paymentMethodsOf(request.country);
  if (request.payment_method !== undefined && !methods.some((method) => method.id === request.payment_method)) {
    throw new AppError('payment_method_unavailable');
  }
  const discount = request.discount_code
    ? await discountForOrder(db, user, request.discount_code, {
        country: pkg.country,
        currency: pkg.currency,
        method: request.payment_method,
        price: pkg.price,
      })
    : null;
  const vatBasisPoints = vatBasisPointsOf(pkg.country);
  return {
    quote: quoteOf(pkg, discount?.applied ?? null, vatBasisPoints, (request.payment_method as PaymentMethodId) ?? null),
    pkg,
    vatBasisPoints,
    discountCodeId: discount?.codeId ?? null,
  };
}
