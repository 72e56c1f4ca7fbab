import { formatMoney as formatMoneyIn } from '../contract/money';

/**
 * An amount in a currency's minor units (what the server sends: cents, øre, grosze) as the member's
 * language writes money: `formatMoney(1999, 'EUR', 'de')` is "19,99 €", `formatMoney(549, 'USD', 'en')`
 * is "US$5.49", `formatMoney(499, 'CHF', 'de')` is "4,99 CHF". The dollar currencies carry their
 * country (US$, C$, A$, NZ$); €, £, zł and kr stay as the language prints them.
 *
 * The pages' entry to the contract's formatter, which the server's mails use too, so a receipt mail
 * and the page write an amount the same way. An unknown language tag falls back to English.
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  const code = currency.toUpperCase();
  try {
    return formatMoneyIn(minor, code, language);
  } catch {
    return formatMoneyIn(minor, code, 'en');
  }
}
