/**
 * Money in the member's language from integer minor units, with a currency sign no one can mistake:
 * the dollar currencies carry their country (US$, C$, A$, NZ$), the franc stays CHF; €, £, zł and kr
 * are written as the language writes them. Pure: used by the pages and by the server's mails.
 */
const DOLLAR_SIGNS: Record<string, string> = { USD: 'US$', CAD: 'C$', AUD: 'A$', NZD: 'NZ$' };

export function minorDigitsOf(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatMoney(minor: number, currency: string, language: string): string {
  const digits = minorDigitsOf(currency);
  const value = minor / 10 ** digits;
  const sign = DOLLAR_SIGNS[currency];
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  if (!sign) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? sign : part.value))
    .join('');
}
