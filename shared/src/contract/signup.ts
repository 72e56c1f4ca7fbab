import { z } from 'zod';
import { EmailSchema, PASSWORD_LENGTH } from './auth';
import { MINIMUM_AGE } from './constants';
import { GENDERS, NAME_LENGTH, nameProblem, SEXUALITIES } from './profile-values';
import { line, text } from './text';

/**
 * The account step of sign-up (spec section 5): one schema for the form and for POST /api/signup.php.
 * Messages are translation keys (`errors.<key>`).
 */

export { NAME_LENGTH, nameProblem, SEEKING, seekingFor, sexualityFor, type Seeking } from './profile-values';

/** Older than this is taken for a typing error. */
const MAXIMUM_AGE = 120;

/** The parts of a YYYY-MM-DD date when it names a real calendar day (2023-02-30 does not). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC); NaN for an invalid date. */
export function ageOn(birthDate: string, today: Date = new Date()): number {
  const date = parseIsoDate(birthDate);
  if (!date) return Number.NaN;
  const month = today.getUTCMonth() + 1;
  const hadBirthday = month > date.month || (month === date.month && today.getUTCDate() >= date.day);
  return today.getUTCFullYear() - date.year - (hadBirthday ? 0 : 1);
}

/** Date of birth: required, a real date, not in the future, at least MINIMUM_AGE years ago. */
export const BirthDateSchema = line('errors.date_required')
  .trim()
  .min(1, 'errors.date_required')
  .superRefine((value, context) => {
    if (value === '') return;
    const age = ageOn(value);
    const today = new Date().toISOString().slice(0, 10);
    if (Number.isNaN(age) || value > today || age > MAXIMUM_AGE) {
      context.addIssue({ code: 'custom', message: 'errors.date_invalid' });
    } else if (age < MINIMUM_AGE) {
      context.addIssue({ code: 'custom', message: 'errors.too_young' });
    }
  });

const optionalText = (max: number) => line().trim().max(max, 'errors.too_long').nullish();

/** The tracking record of a landing (spec section 3). */
export const TrackingSchema = z
  .object({
    network: optionalText(255),
    ref: optionalText(255),
    sub1: optionalText(255),
    sub2: optionalText(255),
    sub3: optionalText(255),
  })
  .strict();
export type Tracking = z.infer<typeof TrackingSchema>;

/** Whether `value` is an object whose named fields are strings (a refinement can then run). */
export function hasStrings(value: unknown, ...fields: string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
}

export const SignupSchema = z
  .object({
    email: EmailSchema,
    name: line('errors.name_required')
      .trim()
      .min(1, 'errors.name_required')
      .min(NAME_LENGTH.min, 'errors.name_too_short')
      .max(NAME_LENGTH.max, 'errors.too_long'),
    date_of_birth: BirthDateSchema,
    password: text('errors.password_too_short')
      .min(PASSWORD_LENGTH.min, 'errors.password_too_short')
      .max(PASSWORD_LENGTH.max, 'errors.too_long'),
    gender: z.enum(GENDERS, 'errors.gender_required'),
    sexuality: z.enum(SEXUALITIES, 'errors.sexuality_required'),
    country: line()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'errors.field_invalid')
      .nullish(),
    invitation_code: optionalText(64),
    tracking: TrackingSchema.nullish(),
    traffic_source: optionalText(255),
    landing_path: optionalText(2048),
  })
  .strict()
  .superRefine(
    (signup, context) => {
      const problem = nameProblem(signup.name, signup.email);
      if (problem) context.addIssue({ code: 'custom', path: ['name'], message: problem });
    },
    // Also when other fields are wrong, so the form names every problem at once.
    { when: ({ value }) => hasStrings(value, 'name', 'email') },
  );
export type Signup = z.infer<typeof SignupSchema>;
