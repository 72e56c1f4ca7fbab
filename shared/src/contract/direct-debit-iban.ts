import { countrySpecs, electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { QR_IBAN_COUNTRIES, SEPA_IBAN_COUNTRIES } from './direct-debit-constants';

/**
 * The IBAN of the direct debit form, checked with ibantools. Each of its error codes has its own
 * translation key (`errors.<key>`), so the member learns what to fix.
 */

/** ibantools' error code → translation key. */
export const IBAN_ERROR_KEYS: Record<ValidationErrorsIBAN, string> = {
  [ValidationErrorsIBAN.NoIBANProvided]: 'payments:directDebit.errors.iban_required',
  [ValidationErrorsIBAN.NoIBANCountry]: 'payments:directDebit.errors.iban_country',
  [ValidationErrorsIBAN.WrongBBANLength]: 'payments:directDebit.errors.iban_length',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'payments:directDebit.errors.iban_bban',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'payments:directDebit.errors.iban_format',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'payments:directDebit.errors.iban_checksum',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'payments:directDebit.errors.iban_account_checksum',
  [ValidationErrorsIBAN.QRIBANNotAllowed]: 'payments:directDebit.errors.iban_qr',
};

/**
 * Which code to name when ibantools gives several: a wrong length or a letter where a digit belongs
 * also breaks the check digits, so the cause comes before the checksum.
 */
const PRIORITY: readonly ValidationErrorsIBAN[] = [
  ValidationErrorsIBAN.NoIBANProvided,
  ValidationErrorsIBAN.NoIBANCountry,
  ValidationErrorsIBAN.ChecksumNotNumber,
  ValidationErrorsIBAN.WrongBBANLength,
  ValidationErrorsIBAN.WrongBBANFormat,
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
  ValidationErrorsIBAN.QRIBANNotAllowed,
];

/** The IBAN without spaces or hyphens, in capitals (ibantools' electronic format). */
export function normalizeIban(input: string): string {
  return electronicFormatIBAN(input.trim()) ?? '';
}

/**
 * What is wrong with an IBAN (in electronic format) as a translation key, or null when a SEPA direct
 * debit can be drawn on it. The IBAN's country need not be the site's: SEPA forbids refusing an
 * account because of the country it is held in (Regulation 260/2012, article 9).
 */
export function ibanProblem(iban: string): string | null {
  if (iban === '') return 'payments:directDebit.errors.iban_required';
  if (!/^[A-Z0-9]+$/.test(iban)) return 'payments:directDebit.errors.iban_format';
  const country = iban.slice(0, 2);
  const spec = /^[A-Z]{2}$/.test(country) ? countrySpecs[country] : undefined;
  if (!spec?.chars && !spec?.bban_regexp) return 'payments:directDebit.errors.iban_country';
  if (!SEPA_IBAN_COUNTRIES.includes(country)) return 'payments:directDebit.errors.iban_not_sepa';
  const { errorCodes } = validateIBAN(iban, { allowQRIBAN: !QR_IBAN_COUNTRIES.includes(country) });
  const first = PRIORITY.find((code) => errorCodes.includes(code));
  return first === undefined ? null : IBAN_ERROR_KEYS[first];
}

export { formatIbanForDisplay } from './iban-display';
