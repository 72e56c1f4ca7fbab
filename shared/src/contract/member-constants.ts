// Zod-free on purpose: pages import these at render, and zod here would join every first visit (ADR 0019).

/** How many profiles a page of GET /api/members.php holds. */
export const MEMBER_SEARCH_PAGE_SIZE = 24;
/** The highest age the search offers (the lowest is MINIMUM_AGE). */
export const MEMBER_SEARCH_MAX_AGE = 99;
/** The search fields of spec section 3; a site offers those of its settings.search_fields. */
export const MEMBER_SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];
/**
 * Cards in the first row of the search's grid on a phone: their photos load at once, before any
 * script asks (the server preloads them), as the page's largest paint; the rest of a wider screen's
 * first row loads first once the page is laid out.
 */
export const MEMBER_GRID_PHONE_ROW = 2;
/** Cards in the first row of the search's grid on the widest screen. */
export const MEMBER_GRID_WIDEST_ROW = 5;

/** Why a member reports a profile to the operators. */
export const REPORT_REASONS = ['fake', 'spam', 'offensive', 'underage', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX = 2000;

/** The kinds of /likes/{type}: liked by me, liked me, mutual. */
export const LIKE_LIST_TYPES = ['liked', 'liked-me', 'mutual'] as const;
export type LikeListType = (typeof LIKE_LIST_TYPES)[number];
