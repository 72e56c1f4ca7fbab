import type { ErrorBody, ErrorCode } from '../contract/errors';

/** The one error type of every API call: an HTTP status and the server's stable code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network_error';
  readonly body: Partial<ErrorBody>;

  constructor(status: number, code: ErrorCode | 'network_error', body: Partial<ErrorBody> = {}) {
    super(`${status} ${code}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** The translation key of an API error in the `common` namespace (spec section 8 catalogue). */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) return `errors.${error.code}`;
  return 'errors.generic';
}
