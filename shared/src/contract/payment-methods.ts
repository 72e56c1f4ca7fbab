/**
 * Payment methods as data (issue 12): what each country may pay with, in the order the page offers
 * them (the local favourite first), with each method's brand name and logo. A method without a brand
 * (`name: null`) is named by the translation key `payments:methods.<id>` ("Credit card", "SEPA direct
 * debit"). `logo` names an SVG file that mf-payments bundles (`src/features/payment-methods/logos/`).
 *
 * Facts behind the choices (2026): iDEAL 2.0 is branded "iDEAL | Wero" and has no bank picker on the
 * merchant's page; Sofort no longer exists (Klarna took it over); MobilePay serves Denmark and Finland,
 * Vipps Norway, Swish Sweden, TWINT Switzerland, BLIK and Przelewy24 Poland.
 */
export const PAYMENT_METHOD_IDS = [
  'ideal',
  'bancontact',
  'directdebit',
  'paypal',
  'klarna',
  'blik',
  'przelewy24',
  'mobilepay',
  'vipps',
  'swish',
  'twint',
  'creditcard',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export interface PaymentMethodInfo {
  id: PaymentMethodId;
  /** The brand's own name, never translated; null: translated as `methods.<id>`. */
  name: string | null;
  /** File name of the logo in mf-payments' bundled logos. */
  logo: string;
}

export const PAYMENT_METHODS: Record<PaymentMethodId, PaymentMethodInfo> = {
  ideal: { id: 'ideal', name: 'iDEAL | Wero', logo: 'ideal.svg' },
  bancontact: { id: 'bancontact', name: 'Bancontact', logo: 'bancontact.svg' },
  directdebit: { id: 'directdebit', name: null, logo: 'sepa.svg' },
  paypal: { id: 'paypal', name: 'PayPal', logo: 'paypal.svg' },
  klarna: { id: 'klarna', name: 'Klarna', logo: 'klarna.svg' },
  blik: { id: 'blik', name: 'BLIK', logo: 'blik.svg' },
  przelewy24: { id: 'przelewy24', name: 'Przelewy24', logo: 'przelewy24.svg' },
  mobilepay: { id: 'mobilepay', name: 'MobilePay', logo: 'mobilepay.svg' },
  vipps: { id: 'vipps', name: 'Vipps', logo: 'vipps.svg' },
  swish: { id: 'swish', name: 'Swish', logo: 'swish.svg' },
  twint: { id: 'twint', name: 'TWINT', logo: 'twint.svg' },
  creditcard: { id: 'creditcard', name: null, logo: 'card.svg' },
};

/** Cards and PayPal everywhere. */
const EVERYWHERE: PaymentMethodId[] = ['creditcard', 'paypal'];

/** The methods of each country, local ones first; a country not listed gets EVERYWHERE. */
export const COUNTRY_PAYMENT_METHODS: Record<string, PaymentMethodId[]> = {
  NL: ['ideal', 'creditcard', 'paypal', 'klarna'],
  BE: ['bancontact', 'creditcard', 'paypal', 'klarna'],
  DE: ['directdebit', 'paypal', 'klarna', 'creditcard'],
  AT: ['directdebit', 'paypal', 'klarna', 'creditcard'],
  PL: ['blik', 'przelewy24', 'creditcard', 'paypal'],
  DK: ['mobilepay', 'creditcard', 'paypal'],
  FI: ['mobilepay', 'creditcard', 'paypal', 'klarna'],
  NO: ['vipps', 'creditcard', 'paypal'],
  SE: ['swish', 'klarna', 'creditcard', 'paypal'],
  CH: ['twint', 'creditcard', 'paypal'],
};

export function paymentMethodsOf(country: string): PaymentMethodInfo[] {
  return (COUNTRY_PAYMENT_METHODS[country] ?? EVERYWHERE).map((id) => PAYMENT_METHODS[id]);
}

export function isPaymentMethodOf(country: string, method: string): method is PaymentMethodId {
  return paymentMethodsOf(country).some((info) => info.id === method);
}
