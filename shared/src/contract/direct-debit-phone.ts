import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { PHONE_CHARACTERS, PHONE_COUNTRY_ALIASES } from './direct-debit-constants';

/**
 * The phone of the direct debit form: the mobile number the SMS code goes to, read by libphonenumber-js
 * with its `mobile` metadata. That set knows the exact number ranges of mobile numbers in every
 * country (the `min` set only checks lengths and cannot tell a landline, which no SMS reaches), for
 * about 4 KiB more (brotli) than `min`; only the direct debit page loads it.
 */

export type PhoneResult = { number: string; problem?: undefined } | { number?: undefined; problem: string };

/** Types that can receive an SMS (NANP countries cannot tell mobile from fixed line). */
const SMS_TYPES: readonly string[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE'];

/**
 * A phone number typed for the site of `country` (ISO 3166 alpha-2), national ("0151 2345 6789") or
 * international ("+49 151 23456789", "0049 …"), as E.164 ("+4915123456789"), or what is wrong with it
 * as a translation key.
 */
export function parseSitePhone(input: string, country: string): PhoneResult {
  const site = country.toUpperCase();
  const text = input.trim();
  if (text === '') return { problem: 'payments:directDebit.errors.phone_required' };
  if (!PHONE_CHARACTERS.test(text)) return { problem: 'payments:directDebit.errors.phone_invalid' };
  const known = isSupportedCountry(site);
  const phone = parsePhoneNumberFromString(text, { defaultCountry: known ? site : undefined, extract: false });
  if (!phone?.isPossible()) return { problem: 'payments:directDebit.errors.phone_invalid' };
  if (!known || phone.countryCallingCode !== getCountryCallingCode(site))
    return { problem: 'payments:directDebit.errors.phone_country' };
  // With the mobile metadata a number is valid only when it lies in a mobile range.
  if (!phone.isValid()) return { problem: 'payments:directDebit.errors.phone_not_mobile' };
  const own = [site, ...(PHONE_COUNTRY_ALIASES[site] ?? [])];
  if (!phone.country || !own.includes(phone.country)) return { problem: 'payments:directDebit.errors.phone_country' };
  const type = phone.getType();
  if (type !== undefined && !SMS_TYPES.includes(type))
    return { problem: 'payments:directDebit.errors.phone_not_mobile' };
  return { number: phone.number };
}

/**
 * A number as the site stores it (E.164, "+4915123456789") written for people, in the international
 * format with its groups ("+49 1512 3456789"); a number it cannot read stays as it is. The server
 * formats it for the pages (`phone_display`), so no page loads libphonenumber-js to show one.
 */
export function formatPhoneForDisplay(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
