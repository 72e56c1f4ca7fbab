import type { ErrorBody, ErrorCode } from '../contract/errors';

/** Marks ApiErrors, so that `instanceof` holds across copies of this module (see below). */
const API_ERROR = Symbol.for('app.ApiError');

/**
 * The one error type of every API call: an HTTP status and the server's stable code.
 *
 * A remote can hold its own copy of this module: a shared module it provides itself (one the shell
 * has not loaded) reaches its siblings by relative imports, which Module Federation does not share.
 * `instanceof ApiError` therefore checks a global brand instead of the class identity.
 */
export class ApiError extends Error {
  readonly [API_ERROR] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[API_ERROR] === true;
  }

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
