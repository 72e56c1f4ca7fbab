import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

/** Intl separates with no-break spaces; the tests read them as plain spaces. */
function money(minor: number, currency: string, language: string): string {
  return formatMoney(minor, currency, language).replace(/[\u00a0\u202f]/g, ' ');
}

describe('formatMoney', () => {
  it('turns minor units into the major unit by the currency’s fraction digits', () => {
    expect(money(1999, 'EUR', 'en')).toBe('€19.99');
    expect(money(5, 'EUR', 'en')).toBe('€0.05');
    expect(money(500, 'JPY', 'en')).toBe('¥500');
  });

  it('writes money the way the member’s language does', () => {
    expect(money(1999, 'EUR', 'de')).toBe('19,99 €');
    expect(money(1999, 'EUR', 'nl')).toBe('€ 19,99');
    expect(money(1999, 'EUR', 'fr')).toBe('19,99 €');
    expect(money(123456, 'EUR', 'fi')).toBe('1 234,56 €');
    expect(money(8499, 'PLN', 'pl')).toBe('84,99 zł');
    expect(money(21900, 'SEK', 'sv')).toBe('219,00 kr');
    expect(money(21900, 'NOK', 'nb')).toBe('219,00 kr');
    expect(money(14900, 'DKK', 'da')).toBe('149,00 kr.');
    expect(money(1799, 'GBP', 'en')).toBe('£17.99');
  });

  it('keeps CHF as CHF', () => {
    expect(money(499, 'CHF', 'de')).toBe('4,99 CHF');
    expect(money(499, 'CHF', 'fr')).toBe('4,99 CHF');
    expect(money(499, 'CHF', 'it')).toBe('4,99 CHF');
    expect(money(499, 'CHF', 'en')).toBe('CHF 4.99');
  });

  it('never prints a bare dollar sign', () => {
    expect(money(549, 'USD', 'en')).toBe('US$5.49');
    expect(money(549, 'USD', 'es')).toBe('5,49 US$');
    expect(money(549, 'USD', 'fi')).toBe('5,49 US$');
    expect(money(749, 'CAD', 'en')).toBe('C$7.49');
    expect(money(749, 'CAD', 'fr')).toBe('7,49 C$');
    expect(money(799, 'AUD', 'en')).toBe('A$7.99');
    expect(money(899, 'NZD', 'de')).toBe('8,99 NZ$');
    for (const language of ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']) {
      expect(money(549, 'USD', language)).toMatch(/US\$/);
    }
  });

  it('still formats for an unknown language tag, and takes a currency in lower case', () => {
    expect(money(1999, 'EUR', '??')).toBe('€19.99');
    expect(money(1999, 'eur', 'de')).toBe('19,99 €');
  });
});
