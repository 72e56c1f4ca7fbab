/**
 * Stable error codes the server answers with (`{"error": code, ...}`) and the front end maps to
 * translated texts (catalogue of spec section 8). One list for both sides.
 */
export const ERROR_CODES = [
  'authentication_required',
  'validation_failed',
  'not_found',
  'forbidden',
  'cross_site_request',
  'payload_too_large',
  'rate_limited',
  'login_failed',
  'login_blocked',
  'account_deleted',
  'email_taken',
  'signup_closed',
  'invitation_invalid',
  'insufficient_credits',
  'reset_limit',
  'link_invalid',
  'idempotency_key_reused',
  'request_in_progress',
  'photo_limit',
  'photo_invalid',
  'photo_too_large',
  'photo_too_small',
  'premium_only',
  'swipe_limit',
  'email_unconfirmed',
  'discount_code_not_found',
  'discount_code_used',
  'discount_code_expired',
  'discount_code_not_applicable',
  'discount_code_method',
  'package_unavailable',
  'payment_method_unavailable',
  'price_changed',
  'payment_failed',
  // Direct debit (issue 16): the SMS code that confirms a mandate, and the member's direct debit standing.
  'invalid_sms_code',
  'sms_code_expired',
  'sms_code_limit',
  'direct_debit_blocked',
  'direct_debit_limit',
  'direct_debit_mandate_required',
  // Withdrawal and the member's own spending limit (issue 16, ADR 0027).
  'withdrawal_not_possible',
  'spending_limit',
  // Requests the HTTP parser refuses before any route (issue 18): headers over the size limit, headers too slow.
  'headers_too_large',
  'request_timeout',
  'internal_error',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: ErrorCode;
  /** Field path to translation key, for validation errors. */
  fields?: Record<string, string>;
  minutes?: number;
  balance?: number;
  /** spending_limit: when the month's limit starts again (ISO). */
  resets_at?: string;
  /** rate_limited of the sign-up: seconds until the address may sign up again (also the Retry-After header). */
  retry_after?: number;
}
