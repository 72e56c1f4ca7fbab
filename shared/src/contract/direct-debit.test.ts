import fs from 'node:fs';
import path from 'node:path';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_ERROR_KEYS } from './direct-debit-constants';
import {
  DIRECT_DEBIT_FIELDS,
  directDebitConfirmSchema,
  directDebitFormSchema,
  formatIbanForDisplay,
  normalizePostalCode,
} from './direct-debit';

const GERMAN = {
  account_holder: ' Jürgen  Müller-Lüdenscheidt ',
  iban: 'de89 3704 0044 0532 0130 00',
  street: 'Straße des 17. Juni',
  house_number: '12a',
  zip: '10115',
  city: 'Berlin',
  phone: '0151 23456789',
};
const DUTCH = { ...GERMAN, iban: 'NL91 ABNA 0417 1643 00', zip: '1234ab', city: 'Den Haag', phone: '06-12345678' };

/** Field → message of a parse (the first per field), or the parsed data. */
function check(value: Record<string, unknown>, country = 'DE') {
  const result = directDebitFormSchema(country).safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return { data: result.data, errors };
}
const errorOf = (field: string, value: unknown, country = 'DE') =>
  check({ ...GERMAN, [field]: value }, country).errors[field];

describe('the IBAN', () => {
  it('takes a German and a Dutch IBAN with spaces and lower case, normalized', () => {
    expect(check(GERMAN).data?.iban).toBe('DE89370400440532013000');
    expect(check(DUTCH, 'NL').data?.iban).toBe('NL91ABNA0417164300');
    // SEPA: the account may be held in another SEPA country than the site's.
    expect(check({ ...GERMAN, iban: DUTCH.iban }).data?.iban).toBe('NL91ABNA0417164300');
  });

  it('answers each kind of mistake with its own key', () => {
    expect(errorOf('iban', 'DE88 3704 0044 0532 0130 00')).toBe('payments:directDebit.errors.iban_checksum');
    expect(errorOf('iban', 'DE89 3704 0044 0532 0130 0')).toBe('payments:directDebit.errors.iban_length');
    expect(errorOf('iban', 'NL91 AB1A 0417 1643 00')).toBe('payments:directDebit.errors.iban_bban');
    expect(errorOf('iban', 'DEAB 3704 0044 0532 0130 00')).toBe('payments:directDebit.errors.iban_format');
    expect(errorOf('iban', 'DE89.3704.0044.0532.0130.00')).toBe('payments:directDebit.errors.iban_format');
    expect(errorOf('iban', 'XX89 3704 0044 0532 0130 00')).toBe('payments:directDebit.errors.iban_country');
    expect(errorOf('iban', '  ')).toBe('payments:directDebit.errors.iban_required');
  });

  it('refuses the national check digits of an account where the country has them', () => {
    // Belgium: the last two digits are the account number modulo 97; the IBAN checksum is recomputed.
    expect(errorOf('iban', composeIBAN({ countryCode: 'BE', bban: '539007547035' }))).toBe(
      'payments:directDebit.errors.iban_account_checksum',
    );
  });

  it('refuses Swiss and Liechtenstein QR-IBANs (institution id 30000-31999), not their neighbours', () => {
    expect(errorOf('iban', composeIBAN({ countryCode: 'CH', bban: '30000123456789012' }))).toBe(
      'payments:directDebit.errors.iban_qr',
    );
    expect(errorOf('iban', 'CH44 3199 9123 0008 8901 2')).toBe('payments:directDebit.errors.iban_qr');
    expect(errorOf('iban', composeIBAN({ countryCode: 'LI', bban: '31999123456789012' }))).toBe(
      'payments:directDebit.errors.iban_qr',
    );
    expect(errorOf('iban', composeIBAN({ countryCode: 'CH', bban: '29999123456789012' }))).toBeUndefined();
    expect(errorOf('iban', composeIBAN({ countryCode: 'LI', bban: '32000123456789012' }))).toBeUndefined();
    expect(errorOf('iban', 'CH93 0076 2011 6238 5295 7')).toBeUndefined();
  });

  it('refuses a valid IBAN of a country outside SEPA', () => {
    expect(errorOf('iban', 'BR18 0036 0305 0000 1000 9795 493C 1')).toBe('payments:directDebit.errors.iban_not_sepa');
    expect(errorOf('iban', 'TR33 0006 1005 1978 6457 8413 26')).toBe('payments:directDebit.errors.iban_not_sepa');
  });

  it('is shown in groups of four', () => {
    expect(formatIbanForDisplay('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIbanForDisplay('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});

describe('the postal code of the site’s country', () => {
  it('is normalized to the way the post writes it', () => {
    expect(check(DUTCH, 'NL').data?.zip).toBe('1234 AB');
    expect(normalizePostalCode('00950', 'PL')).toBe('00-950');
    expect(normalizePostalCode('11351', 'SE')).toBe('113 51');
    expect(normalizePostalCode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(normalizePostalCode('d02x285', 'IE')).toBe('D02 X285');
    expect(normalizePostalCode(' 8001 ', 'CH')).toBe('8001');
  });

  it('refuses a code of the wrong form', () => {
    expect(errorOf('zip', '1234')).toBe('payments:directDebit.errors.zip_invalid');
    expect(errorOf('zip', '123456')).toBe('payments:directDebit.errors.zip_invalid');
    expect(errorOf('zip', '10115', 'NL')).toBe('payments:directDebit.errors.zip_invalid');
    expect(errorOf('zip', '1234 SA', 'NL')).toBe('payments:directDebit.errors.zip_invalid');
    expect(errorOf('zip', '12345', 'AT')).toBe('payments:directDebit.errors.zip_invalid');
    expect(errorOf('zip', 'SW1A 1AC', 'GB')).toBe('payments:directDebit.errors.zip_invalid');
  });
});

describe('the phone', () => {
  it('takes a German mobile in national and international form, as E.164', () => {
    for (const phone of ['0151 23456789', '+49 151 23456789', '0049 (151) 234-567-89']) {
      expect(check({ ...GERMAN, phone }).data?.phone).toBe('+4915123456789');
    }
    expect(check(DUTCH, 'NL').data?.phone).toBe('+31612345678');
  });

  it('refuses a number of another country', () => {
    expect(errorOf('phone', '+31 6 12345678')).toBe('payments:directDebit.errors.phone_country');
    // A foreign landline is named foreign, not a landline: the country is what to fix first.
    expect(errorOf('phone', '+31 20 123 4567')).toBe('payments:directDebit.errors.phone_country');
    expect(errorOf('phone', '+1 204 555 0123', 'US')).toBe('payments:directDebit.errors.phone_country');
  });

  it('refuses letters, a number that cannot exist, and a landline', () => {
    expect(errorOf('phone', '0151 2345678a')).toBe('payments:directDebit.errors.phone_invalid');
    expect(errorOf('phone', '+1 800 FLOWERS', 'US')).toBe('payments:directDebit.errors.phone_invalid');
    expect(errorOf('phone', '12')).toBe('payments:directDebit.errors.phone_invalid');
    expect(errorOf('phone', '030 1234567')).toBe('payments:directDebit.errors.phone_not_mobile');
  });
});

describe('the address and the holder', () => {
  it('names each empty field with its own key', () => {
    const empty = Object.fromEntries(DIRECT_DEBIT_FIELDS.map((field) => [field, ' ']));
    expect(check(empty).errors).toEqual({
      account_holder: 'payments:directDebit.errors.account_holder_required',
      iban: 'payments:directDebit.errors.iban_required',
      street: 'payments:directDebit.errors.street_required',
      house_number: 'payments:directDebit.errors.house_number_required',
      zip: 'payments:directDebit.errors.zip_required',
      city: 'payments:directDebit.errors.city_required',
      phone: 'payments:directDebit.errors.phone_required',
    });
    expect(Object.keys(check({}).errors)).toEqual([...DIRECT_DEBIT_FIELDS]);
  });

  it('cleans the holder’s name and keeps its diacritics', () => {
    expect(check(GERMAN).data?.account_holder).toBe('Jürgen Müller-Lüdenscheidt');
    expect(check({ ...GERMAN, account_holder: 'Łukasz O’Brien' }).data?.account_holder).toBe("Łukasz O'Brien");
  });

  it('refuses a holder’s name that is too short, too long or not of the SEPA letters', () => {
    expect(errorOf('account_holder', 'J')).toBe('payments:directDebit.errors.account_holder_too_short');
    expect(errorOf('account_holder', 'J'.repeat(71))).toBe('errors.too_long');
    expect(errorOf('account_holder', 'Jan 2')).toBe('payments:directDebit.errors.account_holder_invalid');
    expect(errorOf('account_holder', 'Γιώργος')).toBe('payments:directDebit.errors.account_holder_invalid');
  });

  it('takes house numbers with an addition and refuses others', () => {
    for (const number of ['12', '12a', '12 A', '12-3', '12/3', '12 bis', '12-II', '12 A 3']) {
      expect(errorOf('house_number', number)).toBeUndefined();
    }
    for (const number of ['a12', '0', 'twelve', '1234567', '12 a b c', '12 #3']) {
      expect(errorOf('house_number', number)).toBe('payments:directDebit.errors.house_number_invalid');
    }
  });

  it('refuses a street or city without a letter or with other characters', () => {
    expect(errorOf('street', '1234')).toBe('payments:directDebit.errors.street_invalid');
    expect(errorOf('city', 'Berlin <b>')).toBe('payments:directDebit.errors.city_invalid');
    expect(errorOf('city', 'Frankfurt (Oder)')).toBeUndefined();
  });

  it('refuses a field it does not know', () => {
    expect(check({ ...GERMAN, otp: '123456' }).errors).toEqual({ '': expect.any(String) });
  });
});

describe('the confirmation step', () => {
  const confirm = (otp: unknown) => directDebitConfirmSchema('DE').safeParse({ ...GERMAN, otp });

  it('takes the form’s data with a code of exactly 6 digits', () => {
    expect(confirm('123456').data?.otp).toBe('123456');
    expect(confirm(' 123 456 ').data?.otp).toBe('123456');
  });

  it('refuses a missing code or one of another form', () => {
    const message = (otp: unknown) => confirm(otp).error?.issues.find((issue) => issue.path[0] === 'otp')?.message;
    expect(message(undefined)).toBe('payments:directDebit.errors.otp_required');
    expect(message('')).toBe('payments:directDebit.errors.otp_required');
    expect(message('12345')).toBe('payments:directDebit.errors.otp_invalid');
    expect(message('1234567')).toBe('payments:directDebit.errors.otp_invalid');
    expect(message('12345a')).toBe('payments:directDebit.errors.otp_invalid');
  });
});

describe('the error keys', () => {
  it('are the listed keys of the payments catalogue, where the form and its texts are', () => {
    const sources = ['direct-debit.ts', 'direct-debit-iban.ts', 'direct-debit-phone.ts']
      .map((file) => fs.readFileSync(path.join(import.meta.dirname, file), 'utf8'))
      .join('\n');
    const literal = [...sources.matchAll(/'payments:directDebit\.errors\.([a-z_]+)'/g)].map((match) => match[1]!);
    const built = ['street', 'city', 'account_holder'].flatMap((field) => [`${field}_required`, `${field}_invalid`]);
    const keys = [...new Set([...literal, ...built, 'account_holder_too_short'])]; // built by textField
    expect(keys.length).toBeGreaterThan(25);
    expect(keys.filter((key) => !(DIRECT_DEBIT_ERROR_KEYS as readonly string[]).includes(key))).toEqual([]);
  });
});
