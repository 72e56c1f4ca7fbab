import type { z } from 'zod';
import { ApiError, errorMessageKey } from '@app/shared/api';

/** Field name (dotted path) → translation key in `common`, as FormField shows it. */
export type FieldErrors = Record<string, string>;

/** Checks form values with the shared schema the server also uses: the first problem per field. */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * What an API error means for a form: the server's field errors (same keys as the shared schema),
 * and otherwise one message for the whole form (spec section 8 catalogue; `count` for plural texts).
 */
export function apiErrors(error: unknown): { fields: FieldErrors; message: string | null; count?: number } {
  if (error instanceof ApiError) {
    const fields = error.body.fields ?? {};
    if (error.code === 'validation_failed' && Object.keys(fields).length > 0) return { fields, message: null };
    return { fields: {}, message: errorMessageKey(error), count: error.body.minutes };
  }
  return { fields: {}, message: 'errors.generic' };
}
