import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * A schema's message that is a translation key: of the common catalogue (`errors.field_invalid`) or of
 * a remote's own (`payments:directDebit.errors.iban_checksum`, for a form only that remote shows).
 */
const TRANSLATION_KEY = /^(?:[a-z]+:)?(?:[a-zA-Z]+\.)*errors\.[a-z_]+$/;

/** Maps a zod message to a translation key: schema messages already are keys; zod's own are not. */
function messageKey(issue: z.core.$ZodIssue): string {
  if (TRANSLATION_KEY.test(issue.message)) return issue.message;
  if (issue.code === 'unrecognized_keys') return 'errors.field_unknown';
  return 'errors.field_invalid';
}

/** Parses input with a shared schema; a failure names every bad field with its translation key. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const base = issue.path.join('.');
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => (base ? `${base}.${key}` : key)) : [base || 'body'];
    for (const key of keys) fields[key] ??= messageKey(issue);
  }
  throw new AppError('validation_failed', { fields });
}
