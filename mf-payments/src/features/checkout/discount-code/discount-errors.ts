import { ApiError } from '@app/shared/api';

/** The server's answers that mean "this code does not apply" rather than "the payment cannot go on". */
const DISCOUNT_ERRORS = new Set([
  'discount_code_not_found',
  'discount_code_used',
  'discount_code_expired',
  'discount_code_not_applicable',
  'discount_code_method',
]);

export function isDiscountError(error: unknown): error is ApiError {
  return error instanceof ApiError && DISCOUNT_ERRORS.has(error.code);
}

/** A code as the member typed it, as the server compares it: trimmed, upper case. */
export function normaliseCode(text: string): string {
  return text.trim().toUpperCase();
}
