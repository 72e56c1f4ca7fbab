import { describe, expect, it } from 'vitest';
import type { PackageRow } from './payment.table';
import { quoteOf, toPackage, vatInside } from './pricing';

const row = (code: PackageRow['code'], credits: number, price: number): PackageRow => ({
  id: { p0: 1, p1: 2, p2: 3, p3: 4 }[code],
  country: 'NL',
  code,
  credits,
  price,
  currency: 'EUR',
});
const p0 = row('p0', 10, 499);

describe('prices of packages', () => {
  it('gives the price per credit and the saving against p0 in whole units', () => {
    expect(toPackage(p0, p0)).toMatchObject({ price_per_credit: 50, saving_percentage: 0, recommended: false });
    // 19.99 / 50 = 0.3998 → 40 cents; 1 - 0.3998 / 0.499 = 19.9 % → 20.
    expect(toPackage(row('p1', 50, 1999), p0)).toMatchObject({ price_per_credit: 40, saving_percentage: 20 });
    expect(toPackage(row('p2', 100, 3499), p0)).toMatchObject({ saving_percentage: 30, recommended: true });
    expect(toPackage(row('p3', 250, 7999), p0)).toMatchObject({ price_per_credit: 32, saving_percentage: 36 });
  });

  it('finds the VAT inside a price that includes it', () => {
    expect(vatInside(1999, 2100)).toBe(347); // 19.99 × 21/121 = 3.469…
    expect(vatInside(1499, 2550)).toBe(305); // Finland's 25.5 %
    expect(vatInside(2199, 0)).toBe(0);
  });

  it('quotes the discounted amount in minor units, rounding the discount to the nearest unit', () => {
    const quote = quoteOf(row('p1', 50, 1999), { code: 'WELCOME25', percentage: 25 }, 2100);
    expect(quote).toMatchObject({
      price: 1999,
      discount_code: 'WELCOME25',
      discount_percentage: 25,
      discount_amount: 500, // 499.75
      amount: 1499,
      vat_percentage: 21,
      vat_amount: 260, // 14.99 × 21/121 = 2.6016
    });
    expect(quoteOf(p0, null, 810)).toMatchObject({
      discount_amount: 0,
      amount: 499,
      vat_percentage: 8.1,
      vat_amount: 37,
    });
  });
});
