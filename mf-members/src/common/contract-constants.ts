import type { LikeListType, MemberSearchField, ReportReason } from '@app/shared/contract';

// Zod-free copies of contract constants the pages need at render. In the contract they live in files
// that also define zod schemas, and importing one of them brings zod (about 22 KiB brotli) into a
// first visit (ADR 0019). The types below fail the build when a list gains or loses a value, and
// contract-constants.test.ts checks every value against the contract. Remove this file once the
// contract exports them from a zod-free module.

/** Fails to compile unless `List` holds every value of `Union` (and, by `satisfies`, no other). */
type Complete<Union, List extends readonly Union[]> = [Exclude<Union, List[number]>] extends [never] ? List : never;

const memberSearchFields = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
] as const satisfies readonly MemberSearchField[];
/** The contract's MEMBER_SEARCH_FIELDS: the search fields of spec section 3, in the spec's order. */
export const MEMBER_SEARCH_FIELDS: Complete<MemberSearchField, typeof memberSearchFields> = memberSearchFields;
/** The contract's MEMBER_SEARCH_MAX_AGE: the highest age the search offers. */
export const MEMBER_SEARCH_MAX_AGE = 99;

const likeListTypes = ['liked', 'liked-me', 'mutual'] as const satisfies readonly LikeListType[];
/** The contract's LIKE_LIST_TYPES: the kinds of /likes/{type}. */
export const LIKE_LIST_TYPES: Complete<LikeListType, typeof likeListTypes> = likeListTypes;

const reportReasons = ['fake', 'spam', 'offensive', 'underage', 'other'] as const satisfies readonly ReportReason[];
/** The contract's REPORT_REASONS: why a member reports a profile. */
export const REPORT_REASONS: Complete<ReportReason, typeof reportReasons> = reportReasons;
/** The contract's REPORT_TEXT_MAX: the longest report text. */
export const REPORT_TEXT_MAX = 2000;
