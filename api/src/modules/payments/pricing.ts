import { RECOMMENDED_PACKAGE, type Package, type PaymentMethodId, type PaymentQuote } from '@app/shared/contract';
import type { PackageRow } from './payment.table';
import { basisPointsToPercentage } from './vat-rates';

/** A package in the price list: its price per credit and saving against the smallest package (p0). */
export function toPackage(row: PackageRow, smallest: PackageRow): Package {
  const perCredit = row.price / row.credits;
  const smallestPerCredit = smallest.price / smallest.credits;
  return {
    id: row.id,
    code: row.code,
    credits: row.credits,
    price: row.price,
    currency: row.currency,
    price_per_credit: Math.round(perCredit),
    saving_percentage: Math.max(0, Math.round((1 - perCredit / smallestPerCredit) * 100)),
    recommended: row.code === RECOMMENDED_PACKAGE,
  };
}

/** The VAT inside a price that includes it, rounded to the minor unit. */
export function vatInside(amount: number, vatBasisPoints: number): number {
  return Math.round((amount * vatBasisPoints) / (10_000 + vatBasisPoints));
}

export interface AppliedDiscount {
  code: string;
  percentage: number;
}

/**
 * The price of one package with an optional discount, in integer minor units: the discount is the
 * percentage of the price rounded to the minor unit, the VAT is the part of what is paid.
 */
export function quoteOf(
  row: PackageRow,
  discount: AppliedDiscount | null,
  vatBasisPoints: number,
  method: PaymentMethodId | null = null,
): PaymentQuote {
  const discountAmount = discount ? Math.round((row.price * discount.percentage) / 100) : 0;
  const amount = row.price - discountAmount;
  return {
    package_id: row.id,
    payment_method: method,
    package_code: row.code,
    credits: row.credits,
    country: row.country,
    currency: row.currency,
    price: row.price,
    discount_code: discount?.code ?? null,
    discount_percentage: discount?.percentage ?? 0,
    discount_amount: discountAmount,
    amount,
    vat_percentage: basisPointsToPercentage(vatBasisPoints),
    vat_amount: vatInside(amount, vatBasisPoints),
  };
}
