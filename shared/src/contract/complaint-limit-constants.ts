// Zod-free: the server's complaint limiter reads these; nothing here needs a schema.

/**
 * The limits of the complaints form (POST /api/complaints.php), each in a fixed window of this many
 * seconds. Over a limit the answer is 429 `rate_limited` with `retry_after`, the seconds until the
 * window ends (also the Retry-After header); nothing is stored.
 */
export const COMPLAINT_LIMIT_WINDOW_SECONDS = 3600;

/** Complaints per client address in the window (an office or a family may share one address). */
export const COMPLAINTS_PER_ADDRESS = 10;

/** Complaints per logged-in member in the window, wherever they send them from. */
export const COMPLAINTS_PER_MEMBER = 3;
