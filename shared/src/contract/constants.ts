/** Business constants of spec section 9: the one place each value lives. */
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
export const SWIPE_GAME_LIKES_PER_DAY = 4;
export const FREE_MEMBER_CONVERSATIONS = 2;
/**
 * Free text messages a free member (never paid) sends in each of their first FREE_MEMBER_CONVERSATIONS
 * conversations; the spec says "limited" without a number (ADR 0014).
 */
export const FREE_MESSAGES_PER_CONVERSATION = 3;
export const CREDITS_BADGE_THRESHOLD = 10;
export const UNREAD_BADGE_CAP = 99;
export const TIME_BONUS = {
  code: 'TIMEBONUS25',
  percentage: 25,
  validity: 'once-per-user',
  status: 'active',
  windowSeconds: 14_400,
  tickMs: 1_000,
  modalDelayMs: 40_000,
} as const;
export const WELCOME_DISCOUNT_PERCENTAGE = 25;
/** The welcome discount code, and how long after sign-up a member who has never paid may use it ("limited time"). */
export const WELCOME_DISCOUNT = { code: 'WELCOME25', percentage: WELCOME_DISCOUNT_PERCENTAGE, validHours: 72 } as const;
export const ACCOUNT_REACTIVATION_DAYS = 14;
/** Minimum age to sign up (spec section 5, min_age), in years. */
export const MINIMUM_AGE = 18;
export const USER_REFRESH = { firstAfterMs: 5_000, everyMs: 60_000, everyWithPushMs: 300_000 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const LOCALE_COOKIE = { name: 'locale', maxAgeDays: 365 } as const;
export const AUTH_COOKIE = { name: 'session', maxAgeDays: 30 } as const;
export const GEOLOCATION_CACHE_MS = 3_600_000;
export const REQUEST_RETRIES = 5;
export const DATA_FETCH_REFRESH_DELAY_MS = 200;
export const LIKES_RELOAD_DELAY_MS = 500;
export const LOADING_BAR = { throttleMs: 200, durationMs: 5_000 } as const;
export const DEFAULT_DATE_LOCALE = 'nl';
/** Terms version date floor (spec section 5). */
export const TERMS_VERSION_FLOOR = '2023-12-01T12:00:00Z';
/** Breakpoints of spec section 9, in px (Bootstrap sm, md, lg, xl). */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
/** Header that tells the server which client is calling (spec section 7). */
export const CLIENT_TYPE_HEADER = 'X-Client-Type';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
