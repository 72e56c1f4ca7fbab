// Zod-free: the server's sign-up limiter reads these; nothing here needs a schema.

/**
 * The sign-up limit per client address (ADR 0028): a sliding window of this many seconds. A refused
 * sign-up answers 429 `rate_limited` with `retry_after`, the seconds until the window frees up.
 */
export const SIGNUP_LIMIT_WINDOW_SECONDS = 3600;

/**
 * Sign-ups in the window that are not confirmed (or failed: an address that has an account, a wrong
 * invitation code) per client address; the default of SIGNUPS_PER_ADDRESS_PER_HOUR.
 */
export const SIGNUPS_PER_ADDRESS_UNCONFIRMED = 10;

/**
 * Confirmed sign-ups do not count toward that limit, but all sign-ups of an address in the window stay
 * under this many times it: a family or an office behind one address signs up, a script that confirms
 * its own mails still stops.
 */
export const SIGNUPS_PER_ADDRESS_ALL_FACTOR = 5;
