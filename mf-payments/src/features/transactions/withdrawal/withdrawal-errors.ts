import { ApiError, errorMessageKey } from '@app/shared/api';
import type { ErrorCode } from '@app/shared/contract';

/**
 * The server's answers only withdrawal screens get. Their texts live in the withdrawal catalogue
 * (`payments:withdrawal.errors.<code>`), not in `common`, so they stay off every other page.
 */
export const WITHDRAWAL_SERVER_CODES = ['withdrawal_not_possible'] as const satisfies readonly ErrorCode[];

/** The key of an API error's text: a withdrawal answer's own, else the `common` catalogue's. */
export function withdrawalErrorKey(error: unknown): string {
  if (error instanceof ApiError && (WITHDRAWAL_SERVER_CODES as readonly string[]).includes(error.code)) {
    return `payments:withdrawal.errors.${error.code}`;
  }
  return errorMessageKey(error);
}
