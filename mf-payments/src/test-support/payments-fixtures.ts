import type { DiscountCode, Order, Package, PackagesResponse, PaymentQuote } from '@app/shared/contract';

/** Test data of the payments contract: packages, quotes, codes and orders as the server answers. */
export function testPackage(id: number, overrides: Partial<Package> = {}): Package {
  const tiers = ['p0', 'p1', 'p2', 'p3'] as const;
  const credits = [10, 50, 100, 250];
  const prices = [499, 1999, 3499, 7999];
  const tier = (id - 1) % 4;
  return {
    id,
    code: tiers[tier]!,
    credits: credits[tier]!,
    price: prices[tier]!,
    currency: 'EUR',
    price_per_credit: Math.round(prices[tier]! / credits[tier]!),
    saving_percentage: [0, 20, 30, 36][tier]!,
    recommended: tier === 2,
    ...overrides,
  };
}

/** The NL price list: packages 1-4, iDEAL | Wero, card, PayPal and Klarna; NL and DE selectable. */
export function testPriceList(country = 'NL', firstId = 1): PackagesResponse {
  const de = country === 'DE';
  return {
    country,
    currency: 'EUR',
    vat_percentage: de ? 19 : 21,
    packages: [0, 1, 2, 3].map((tier) => testPackage(firstId + tier)),
    payment_methods: de
      ? [
          { id: 'directdebit', name: null, logo: 'sepa.svg' },
          { id: 'paypal', name: 'PayPal', logo: 'paypal.svg' },
          { id: 'creditcard', name: null, logo: 'card.svg' },
        ]
      : [
          { id: 'ideal', name: 'iDEAL | Wero', logo: 'ideal.svg' },
          { id: 'creditcard', name: null, logo: 'card.svg' },
          { id: 'paypal', name: 'PayPal', logo: 'paypal.svg' },
        ],
    countries: ['DE', 'NL'],
  };
}

/** The server's quote of a package: `percentage` off with a code, VAT at 21 %. */
export function testQuote(pack: Package, code: string | null = null, percentage = 0, country = 'NL'): PaymentQuote {
  const discount = Math.round((pack.price * percentage) / 100);
  const amount = pack.price - discount;
  return {
    package_id: pack.id,
    payment_method: null,
    package_code: pack.code,
    credits: pack.credits,
    country,
    currency: pack.currency,
    price: pack.price,
    discount_code: code,
    discount_percentage: percentage,
    discount_amount: discount,
    amount,
    vat_percentage: 21,
    vat_amount: Math.round((amount * 21) / 121),
  };
}

export function testDiscountCode(code: string, overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code,
    country: null,
    user_id: null,
    expires: null,
    value_percentage: 25,
    percentage: 25,
    currency: null,
    minimum_order_value: 0,
    status: 'active',
    validity: 'once-per-user',
    expired: false,
    paymentmethods: [],
    ...overrides,
  };
}

export function testOrder(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    number: `A-${String(id).padStart(6, '0')}`,
    state: 'pending',
    package_id: 2,
    package_code: 'p1',
    credits: 50,
    country: 'NL',
    currency: 'EUR',
    price: 1999,
    discount_code: null,
    discount_amount: 0,
    amount: 1999,
    vat_percentage: 21,
    vat_amount: 347,
    payment_method: 'ideal',
    created_at: '2026-11-20T10:00:00.000Z',
    completed_at: null,
    return_path: null,
    ...overrides,
  };
}
