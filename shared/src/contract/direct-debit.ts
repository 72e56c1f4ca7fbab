import { z } from 'zod';
import {
  ACCOUNT_HOLDER_CHARACTERS,
  ADDRESS_CHARACTERS,
  DIRECT_DEBIT_CODE_FIELD,
  DIRECT_DEBIT_LENGTHS as LENGTHS,
  GENERIC_POSTAL_CODE,
  HOUSE_NUMBER,
  POSTAL_CODE_RULES,
} from './direct-debit-constants';
import { ibanProblem, normalizeIban } from './direct-debit-iban';
import { parseSitePhone } from './direct-debit-phone';
import { SMS_CODE_DIGITS } from './sms-code-constants';
import { text as anyText } from './text';

/**
 * The direct debit form (spec section 3; issue 16): one schema for the form in the browser and for the
 * server, built for the site's country (ISO 3166 alpha-2, `siteCountry(settings)`), which decides the
 * postal code format and the phone's country. Messages are translation keys (`payments:directDebit.errors.<key>`, `DIRECT_DEBIT_ERROR_KEYS`); the
 * output is normalized: the IBAN in electronic format, the postal code as the post writes it, the phone
 * in E.164. Two steps: the form (`directDebitFormSchema`), then the same data with the SMS code
 * (`directDebitConfirmSchema`).
 */

export { DIRECT_DEBIT_FIELDS } from './direct-debit-constants';
export { formatIbanForDisplay } from './direct-debit-iban';

/** Spaces collapsed, typographic apostrophes made plain, composed (NFC) so "é" is one character. */
export function cleanText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A required text field: cleaned, at most `max` characters, of `characters`, with a letter in it;
 * with `min`, a shorter one answers `errors.<field>_too_short`.
 */
function textField(field: string, { min, max }: { min?: number; max: number }, characters: RegExp) {
  let text = z.string().min(1, `payments:directDebit.errors.${field}_required`);
  if (min !== undefined) {
    text = text.refine(
      (value) => value === '' || value.length >= min,
      `payments:directDebit.errors.${field}_too_short`,
    );
  }
  return anyText(`payments:directDebit.errors.${field}_required`)
    .transform(cleanText)
    .pipe(
      text
        .max(max, 'errors.too_long')
        .refine(
          (value) => value === '' || (characters.test(value) && /\p{L}/u.test(value)),
          `payments:directDebit.errors.${field}_invalid`,
        ),
    );
}

/** A postal code for the site of `country`, written as that country's post writes it. */
export function normalizePostalCode(input: string, country: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  const rule = POSTAL_CODE_RULES[country.toUpperCase()];
  if (rule) return rule.pattern.test(compact) ? compact.replace(rule.pattern, rule.format) : null;
  const kept = input.toUpperCase().replace(/\s+/g, ' ').trim();
  return GENERIC_POSTAL_CODE.test(kept) ? kept : null;
}

/** A field that a function normalizes or refuses with a translation key. */
function normalizedField(requiredKey: string, max: number, normalize: (value: string) => string | { problem: string }) {
  return anyText(requiredKey)
    .trim()
    .min(1, requiredKey)
    .max(max, 'errors.too_long')
    .transform((value, context) => {
      const result = normalize(value);
      if (typeof result === 'string') return result;
      context.addIssue({ code: 'custom', message: result.problem });
      return z.NEVER;
    });
}

/** The form step: everything but the SMS code. */
export function directDebitFormSchema(country: string) {
  return z
    .object({
      account_holder: textField('account_holder', LENGTHS.account_holder, ACCOUNT_HOLDER_CHARACTERS),
      iban: normalizedField('payments:directDebit.errors.iban_required', LENGTHS.iban.max, (value) => {
        const iban = normalizeIban(value);
        const problem = ibanProblem(iban);
        return problem ? { problem } : iban;
      }),
      street: textField('street', LENGTHS.street, ADDRESS_CHARACTERS),
      house_number: anyText('payments:directDebit.errors.house_number_required')
        .transform(cleanText)
        .pipe(
          z
            .string()
            .min(1, 'payments:directDebit.errors.house_number_required')
            .max(LENGTHS.house_number.max, 'errors.too_long')
            .refine(
              (value) => value === '' || HOUSE_NUMBER.test(value),
              'payments:directDebit.errors.house_number_invalid',
            ),
        ),
      zip: normalizedField('payments:directDebit.errors.zip_required', LENGTHS.zip.max, (value) => {
        return normalizePostalCode(value, country) ?? { problem: 'payments:directDebit.errors.zip_invalid' };
      }),
      city: textField('city', LENGTHS.city, ADDRESS_CHARACTERS),
      phone: normalizedField('payments:directDebit.errors.phone_required', LENGTHS.phone.max, (value) => {
        const result = parseSitePhone(value, country);
        return result.number ?? { problem: result.problem ?? 'payments:directDebit.errors.phone_invalid' };
      }),
    })
    .strict();
}
export type DirectDebitForm = z.infer<ReturnType<typeof directDebitFormSchema>>;

/** The SMS code: exactly SMS_CODE_DIGITS digits (spaces between them are dropped). */
export const SmsCodeSchema = z
  .string('payments:directDebit.errors.otp_required')
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'payments:directDebit.errors.otp_required')
      .regex(new RegExp(`^\\d{${SMS_CODE_DIGITS}}$`), 'payments:directDebit.errors.otp_invalid'),
  );

/** The confirmation step: the form's data again, with the code of the SMS. */
export function directDebitConfirmSchema(country: string) {
  return directDebitFormSchema(country).extend({ [DIRECT_DEBIT_CODE_FIELD]: SmsCodeSchema });
}
export type DirectDebitConfirm = z.infer<ReturnType<typeof directDebitConfirmSchema>>;
