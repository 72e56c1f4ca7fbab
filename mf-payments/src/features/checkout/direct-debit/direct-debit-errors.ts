import { ApiError, errorMessageKey } from '@app/shared/api';
import type { ErrorCode } from '@app/shared/contract';

/**
 * The server's answers about the SMS code and the member's direct debit standing. Their texts live in
 * the direct debit catalogue (`payments:directDebit.errors.<code>`), not in `common`, so that they stay
 * off every other page's first visit.
 */
export const DIRECT_DEBIT_SERVER_CODES = [
  'invalid_sms_code',
  'sms_code_expired',
  'sms_code_limit',
  'direct_debit_blocked',
  'direct_debit_limit',
  'direct_debit_mandate_required',
] as const satisfies readonly ErrorCode[];

/** A translated message: its key and, for the texts that say how long to wait, the minutes. */
export interface ErrorMessage {
  key: string;
  count?: number;
}

/** Whether an error is one of the direct debit answers above. */
export function isDirectDebitError(error: unknown): error is ApiError {
  return error instanceof ApiError && (DIRECT_DEBIT_SERVER_CODES as readonly string[]).includes(error.code);
}

/** The key of an API error's text: a direct debit answer's own, else the `common` catalogue's. */
export function directDebitErrorKey(error: unknown): string {
  return isDirectDebitError(error) ? `payments:directDebit.errors.${error.code}` : errorMessageKey(error);
}

/** The message of an API error, with the minutes to wait when the server gives them (`sms_code_limit`). */
export function directDebitErrorMessage(error: unknown): ErrorMessage {
  const key = directDebitErrorKey(error);
  const minutes = error instanceof ApiError ? error.body.minutes : undefined;
  if (error instanceof ApiError && error.code === 'sms_code_limit') return { key, count: minutes ?? 60 };
  return minutes === undefined ? { key } : { key, count: minutes };
}
