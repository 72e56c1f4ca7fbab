import { z } from 'zod';
import { ProfileSchema } from './profile';

/** How many suggestions one page of /match-finder shows. */
export const MATCH_FINDER_PAGE_SIZE = 24;

/** GET /api/match-finder.php?page=: the page of suggestions, from 1. */
export const MatchFinderQuerySchema = z.object({
  page: z.coerce.number('errors.field_invalid').int('errors.field_invalid').min(1, 'errors.field_invalid').default(1),
});

/**
 * GET /api/match-finder.php: members suggested by the member's preferences, best first (the ranking of
 * the signup matches), never liked, passed, blocked either way, hidden or disabled. `has_more` when a
 * next page has suggestions.
 */
export const MatchFinderResponseSchema = z.object({
  profiles: z.array(ProfileSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type MatchFinderResponse = z.infer<typeof MatchFinderResponseSchema>;
