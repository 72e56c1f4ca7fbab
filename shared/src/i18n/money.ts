/**
 * Dollar currencies print as a bare "$" in many languages (fi, and en for USD): a fixed prefix keeps
 * them apart. Other currencies keep the symbol the language prints (€, £, zł, kr, CHF).
 */
const UNAMBIGUOUS_SYMBOLS: Readonly<Record<string, string>> = {
  USD: 'US$',
  CAD: 'CA$',
  AUD: 'AU$',
  NZD: 'NZ$',
};

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string, language: string): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'symbol' });
    } catch {
      // An unknown language tag: English digits, the currency still right.
      format = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'symbol' });
    }
    formats.set(key, format);
  }
  return format;
}

/** How many minor units make one major unit of a currency: 100 for EUR, 1 for JPY. */
export function minorUnitFactor(currency: string): number {
  const digits = currencyFormat(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
  return 10 ** digits;
}

/**
 * An amount in a currency's minor units (what the server sends: cents, øre, grosze) as the member's
 * language writes money: `formatMoney(1999, 'EUR', 'de')` is "19,99 €", `formatMoney(549, 'USD', 'en')`
 * is "US$5.49", `formatMoney(499, 'CHF', 'de')` is "4,99 CHF".
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const format = currencyFormat(currency.toUpperCase(), language);
  const major = minor / minorUnitFactor(currency.toUpperCase());
  const symbol = UNAMBIGUOUS_SYMBOLS[currency.toUpperCase()];
  if (!symbol) return format.format(major);
  return format
    .formatToParts(major)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
