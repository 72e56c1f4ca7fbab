import { z } from 'zod';
import { IdSchema } from './id';
import { ProfileSchema } from './profile';

/** What a member does with the swipe game's candidate. */
export const SWIPE_ACTIONS = ['like', 'pass'] as const;
export type SwipeAction = (typeof SWIPE_ACTIONS)[number];

/** The swipe game's candidate: the public profile and the city the member gave (null when none). */
export const SwipeCandidateSchema = ProfileSchema.extend({ city: z.string().nullable() });
export type SwipeCandidate = z.infer<typeof SwipeCandidateSchema>;

/**
 * GET /api/swipe-game.php: the next candidate (null when there is none), the swipe likes left today
 * (SWIPE_GAME_LIKES_PER_DAY a day, UTC) and when they come back (ISO date-time, the next UTC midnight).
 */
export const SwipeGameStateSchema = z.object({
  profile: SwipeCandidateSchema.nullable(),
  likes_left: z.number().int().min(0),
  resets_at: z.string(),
});
export type SwipeGameState = z.infer<typeof SwipeGameStateSchema>;

/** POST /api/swipe-game.php: like or pass the candidate. */
export const SwipeRequestSchema = z
  .object({
    profile_id: IdSchema,
    action: z.enum(SWIPE_ACTIONS, 'errors.field_invalid'),
  })
  .strict();
export type SwipeRequest = z.infer<typeof SwipeRequestSchema>;

/** The answer to a swipe: `match` when a like was mutual (the match modal), then the game's next state. */
export const SwipeResponseSchema = SwipeGameStateSchema.extend({ match: z.boolean() });
export type SwipeResponse = z.infer<typeof SwipeResponseSchema>;
