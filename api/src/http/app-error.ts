import type { ErrorBody, ErrorCode } from '@app/shared/contract';

const STATUS: Record<ErrorCode, number> = {
  authentication_required: 403,
  validation_failed: 400,
  not_found: 404,
  forbidden: 403,
  cross_site_request: 403,
  payload_too_large: 413,
  rate_limited: 429,
  login_failed: 401,
  login_blocked: 429,
  account_deleted: 403,
  email_taken: 409,
  signup_closed: 403,
  invitation_invalid: 400,
  insufficient_credits: 402,
  reset_limit: 429,
  link_invalid: 400,
  idempotency_key_reused: 422,
  request_in_progress: 409,
  photo_limit: 403,
  photo_invalid: 415,
  photo_too_large: 413,
  photo_too_small: 422,
  premium_only: 403,
  swipe_limit: 429,
  email_unconfirmed: 403,
  discount_code_not_found: 404,
  discount_code_used: 409,
  discount_code_expired: 410,
  discount_code_not_applicable: 422,
  discount_code_method: 422,
  package_unavailable: 404,
  payment_method_unavailable: 422,
  price_changed: 409,
  payment_failed: 502,
  invalid_sms_code: 400,
  sms_code_expired: 400,
  sms_code_limit: 429,
  direct_debit_blocked: 403,
  direct_debit_limit: 422,
  direct_debit_mandate_required: 409,
  withdrawal_not_possible: 409,
  spending_limit: 422,
  headers_too_large: 431,
  request_timeout: 408,
  internal_error: 500,
  unavailable: 503,
};

/** The one error type of the server: a stable code the front end translates. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly extra: Omit<ErrorBody, 'error'> = {},
  ) {
    super(code);
    this.statusCode = STATUS[code];
  }

  toBody(): ErrorBody {
    return { error: this.code, ...this.extra };
  }
}
