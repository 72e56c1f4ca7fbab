import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigitsOf } from './money';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes euros, pounds, zloty and crowns as each language does', () => {
    expect(plain(formatMoney(1999, 'EUR', 'nl'))).toBe('€ 19,99');
    expect(plain(formatMoney(1999, 'EUR', 'de'))).toBe('19,99 €');
    expect(formatMoney(1799, 'GBP', 'en')).toBe('£17.99');
    expect(plain(formatMoney(8499, 'PLN', 'pl'))).toBe('84,99 zł');
    expect(plain(formatMoney(21900, 'SEK', 'sv'))).toBe('219,00 kr');
  });

  it('never leaves a dollar or franc ambiguous', () => {
    expect(formatMoney(2199, 'USD', 'en')).toBe('US$21.99');
    expect(formatMoney(2899, 'CAD', 'en')).toBe('C$28.99');
    expect(plain(formatMoney(2899, 'CAD', 'fr'))).toBe('28,99 C$');
    expect(formatMoney(3199, 'AUD', 'en')).toBe('A$31.99');
    expect(formatMoney(3499, 'NZD', 'en')).toBe('NZ$34.99');
    expect(plain(formatMoney(1999, 'CHF', 'de'))).toBe('19,99 CHF');
    expect(plain(formatMoney(1999, 'CHF', 'en'))).toBe('CHF 19.99');
  });

  it('knows the minor digits of a currency', () => {
    expect(minorDigitsOf('EUR')).toBe(2);
    expect(minorDigitsOf('JPY')).toBe(0);
  });
});
