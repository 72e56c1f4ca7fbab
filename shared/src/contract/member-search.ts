import { z } from 'zod';
import { MINIMUM_AGE } from './constants';
import { ProfileSchema } from './profile';
import { GENDERS } from './profile-values';
import { MEMBER_SEARCH_MAX_AGE } from './member-constants';
import { QueryIdSchema } from './id';
import { line } from './text';

export {
  MEMBER_SEARCH_FIELDS,
  MEMBER_SEARCH_MAX_AGE,
  MEMBER_SEARCH_PAGE_SIZE,
  type MemberSearchField,
} from './member-constants';

/** A value of a query string: an empty one counts as absent. */
const fromQuery = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const age = z.coerce
  .number('errors.field_invalid')
  .int('errors.field_invalid')
  .min(MINIMUM_AGE, 'errors.field_invalid')
  .max(MEMBER_SEARCH_MAX_AGE, 'errors.field_invalid');

const filters = {
  gender: fromQuery(z.enum(GENDERS, 'errors.field_invalid')),
  /** ISO 3166-1 alpha-2. */
  country: fromQuery(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'errors.field_invalid')
      .transform((value) => value.toUpperCase()),
  ),
  /** A region id of GET /api/regions.php. */
  countryregion: fromQuery(QueryIdSchema),
  min_age: fromQuery(age),
  max_age: fromQuery(age),
};

/** The lowest age may not exceed the highest. */
const agesInOrder: [(values: { min_age?: number; max_age?: number }) => boolean, { path: string[]; message: string }] =
  [
    (values) => values.min_age === undefined || values.max_age === undefined || values.min_age <= values.max_age,
    { path: ['max_age'], message: 'errors.field_invalid' },
  ];

/** The search itself (spec section 3, search state): every filter is optional. */
export const MemberSearchFiltersSchema = z.object(filters).refine(...agesInOrder);

/**
 * GET /api/members.php query: the filters, the page (1-based) and, for a visitor, the traffic source
 * the visit landed with (spec section 6: logged_out_search_trafficsource).
 */
export const MemberSearchQuerySchema = z
  .object({
    ...filters,
    page: fromQuery(
      z.coerce
        .number('errors.field_invalid')
        .int('errors.field_invalid')
        .min(1, 'errors.field_invalid')
        .max(10_000, 'errors.field_invalid'),
    ),
    trafficsource: fromQuery(line().trim().max(255, 'errors.too_long')),
  })
  .refine(...agesInOrder);
export type MemberSearchQuery = z.infer<typeof MemberSearchQuerySchema>;

/** GET /api/members.php answer: a page of results, the count, and similar profiles when few were found. */
export const MemberSearchResponseSchema = z.object({
  profiles: z.array(ProfileSchema),
  /** Every profile the search finds, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Results of a relaxed search (wider ages, any region, then any country of the pool) when the search found less than a page; else empty. */
  similar: z.array(ProfileSchema),
});
export type MemberSearchResponse = z.infer<typeof MemberSearchResponseSchema>;
