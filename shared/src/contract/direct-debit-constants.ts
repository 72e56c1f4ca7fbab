/**
 * Constants of the direct debit form (spec section 3: otp, account_holder, iban, street, house_number,
 * zip, city, phone; issue 16). Zod-free, so a page can use them without loading zod; the schema in
 * `direct-debit.ts` is built from them.
 */

/** The fields of the form step, in the order the form shows them. */
export const DIRECT_DEBIT_FIELDS = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'phone',
] as const;
export type DirectDebitField = (typeof DIRECT_DEBIT_FIELDS)[number];

/** The field of the confirmation step: the one-time code of the SMS. */
export const DIRECT_DEBIT_CODE_FIELD = 'otp';

/**
 * Lengths. The maxima are those of a SEPA mandate's debtor data (ISO 20022 pain.008: name 70, street
 * name 70, building number 16, post code 16, town name 35); the inputs may carry spaces the schema
 * removes (an IBAN has at most 34 characters, 42 with a space after every four).
 */
export const DIRECT_DEBIT_LENGTHS = {
  account_holder: { min: 2, max: 70 },
  iban: { max: 42 },
  street: { max: 70 },
  house_number: { max: 16 },
  zip: { max: 16 },
  city: { max: 35 },
  phone: { max: 32 },
} as const;

/**
 * The countries in the geographical scope of the SEPA schemes (EPC list, 41 countries since Serbia
 * joined in May 2025: the EU, the EEA, Switzerland, the United Kingdom, Monaco, San Marino, Vatican
 * City, Andorra, Albania, Montenegro, Moldova, North Macedonia, Serbia), plus the SEPA territories
 * that have an IBAN country code of their own (Gibraltar, Åland, the French overseas departments and
 * collectivities of the scope). Guernsey, Jersey and the Isle of Man bank with GB IBANs. ibantools'
 * own SEPA flag lags behind the 2024-2025 enlargement, so the list is kept here.
 */
export const SEPA_IBAN_COUNTRIES: readonly string[] = [
  // The European Union
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  // The rest of the EEA, and the other members of the scope
  'IS', 'LI', 'NO', 'CH', 'GB', 'MC', 'SM', 'VA', 'AD', 'AL', 'ME', 'MD', 'MK', 'RS',
  // Territories in the scope with an IBAN country code of their own
  'GI', 'AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'BL', 'MF', 'PM',
]; // prettier-ignore

/** Swiss and Liechtenstein QR-IBANs (institution id 30000-31999) serve QR bills only, never a debit. */
export const QR_IBAN_COUNTRIES: readonly string[] = ['CH', 'LI'];

/**
 * A postal code per country the site serves: `pattern` is matched against the code in capitals with
 * spaces and hyphens removed, `format` (a replacement string) writes it as the post writes it, and
 * `example` shows the format (for a placeholder).
 */
export interface PostalCodeRule {
  pattern: RegExp;
  format: string;
  example: string;
}

const digits = (count: number, example: string): PostalCodeRule => ({
  pattern: new RegExp(`^(\\d{${count}})$`),
  format: '$1',
  example,
});

export const POSTAL_CODE_RULES: Record<string, PostalCodeRule> = {
  // Dutch postcodes never use the letter pairs SA, SD and SS.
  NL: { pattern: /^([1-9]\d{3})(?!SA|SD|SS)([A-Z]{2})$/, format: '$1 $2', example: '1234 AB' },
  DE: digits(5, '10115'),
  AT: digits(4, '1010'),
  BE: digits(4, '1000'),
  CH: digits(4, '8001'),
  LI: digits(4, '9490'),
  DK: digits(4, '2100'),
  NO: digits(4, '0150'),
  FI: digits(5, '00100'),
  FR: digits(5, '75001'),
  IT: digits(5, '00118'),
  ES: digits(5, '28001'),
  PL: { pattern: /^(\d{2})(\d{3})$/, format: '$1-$2', example: '00-950' },
  SE: { pattern: /^(\d{3})(\d{2})$/, format: '$1 $2', example: '113 51' },
  // Royal Mail: outward code (area, district) and inward code (sector digit, two unit letters).
  GB: { pattern: /^([A-Z]{1,2}\d[A-Z\d]?)(\d[ABD-HJLNP-UW-Z]{2})$/, format: '$1 $2', example: 'SW1A 1AA' },
  // Eircode: routing key (a letter and two digits, or D6W) and a four-character unique identifier.
  IE: { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W)([0-9AC-FHKNPRTV-Y]{4})$/, format: '$1 $2', example: 'D02 X285' },
  US: digits(5, '10001'),
  CA: { pattern: /^([ABCEGHJ-NPRSTVXY]\d[A-Z])(\d[A-Z]\d)$/, format: '$1 $2', example: 'K1A 0B1' },
  AU: digits(4, '2000'),
  NZ: digits(4, '6011'),
};

/** For a country without a rule: 2-10 letters and digits, kept as typed (in capitals). */
export const GENERIC_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;

/**
 * Phone numbers of territories that share the site country's numbering plan and count as its own:
 * the Crown Dependencies on +44, Åland on +358, Svalbard on +47, Vatican City on +39.
 */
export const PHONE_COUNTRY_ALIASES: Record<string, readonly string[]> = {
  GB: ['GG', 'JE', 'IM'],
  FI: ['AX'],
  NO: ['SJ'],
  IT: ['VA'],
};

/**
 * The account holder's name: letters of the Latin script with their diacritics (the payment provider
 * transliterates them to the SEPA character set), spaces and the SEPA punctuation ' - . , / ( ) + ? :.
 * No digits (a number in a name is a typing error or another field's value) and no other script (a
 * SEPA mandate carries the Latin alphabet only).
 */
export const ACCOUNT_HOLDER_CHARACTERS = /^[\p{Script=Latin}\p{M}' .,\-/()+?:]+$/u;

/** Street and city: the name's characters and digits ("Straße des 17. Juni", "Frankfurt (Oder)"). */
export const ADDRESS_CHARACTERS = /^[\p{Script=Latin}\p{M}\d' .,\-/()+?:]+$/u;

/**
 * A house number: a number with up to two additions, "12", "12a", "12 A", "12-3", "12/3", "12 bis",
 * "12-II", "12 A 3" (Finnish staircase and flat); an addition starts with a letter or after a space,
 * hyphen or slash (matched case-insensitively, spaces collapsed).
 */
export const HOUSE_NUMBER = /^[1-9]\d{0,4}(?:[a-z]{1,6}|(?: ?[-/] ?| )[0-9a-z]{1,6}){0,2}$/i;

/** What the phone field takes before the library reads it: digits, a leading +, spaces, - . / ( ). */
export const PHONE_CHARACTERS = /^\+?[\d\s\-./()]+$/;

/**
 * Every field error of the direct debit form, as keys under `directDebit.errors` in the payments
 * remote's catalogue (only that remote shows the form, so its texts stay off every other first visit).
 */
export const DIRECT_DEBIT_ERROR_KEYS = [
  'account_holder_required',
  'account_holder_too_short',
  'account_holder_invalid',
  'iban_required',
  'iban_country',
  'iban_length',
  'iban_bban',
  'iban_format',
  'iban_checksum',
  'iban_account_checksum',
  'iban_qr',
  'iban_not_sepa',
  'street_required',
  'street_invalid',
  'house_number_required',
  'house_number_invalid',
  'zip_required',
  'zip_invalid',
  'city_required',
  'city_invalid',
  'phone_required',
  'phone_invalid',
  'phone_country',
  'phone_not_mobile',
  'otp_required',
  'otp_invalid',
] as const;

/**
 * What may be debited from one member within a rolling window (issue 16: "direct debit limit
 * reached"), in minor units of the direct debit country's currency. A debit bank account can be
 * anyone's until the first debit clears, so the limit bounds what a stolen IBAN can cost: about two
 * of the largest packages a month. Enforced on the server under a lock on the member's mandate.
 */
export const DIRECT_DEBIT_LIMIT = {
  windowDays: 30,
  amounts: { EUR: 15000, CHF: 15000, GBP: 13000, PLN: 65000, DKK: 110000, SEK: 170000, NOK: 170000 } as Record<
    string,
    number
  >,
} as const;

/** SEPA CORE: the debtor may ask the bank for a refund within 8 weeks of a debit, no reason needed. */
export const SEPA_REFUND_WEEKS = 8;

/** The characters a SEPA mandate reference may use (EPC: a-z A-Z 0-9 / - ? : ( ) . , ' + and space), at most 35. */
export const MANDATE_REFERENCE = /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/;
