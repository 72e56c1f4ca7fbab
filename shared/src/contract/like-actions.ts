import { z } from 'zod';
import { IdSchema } from './id';
import { ProfileSchema } from './profile';

/**
 * Liking and unliking a member (POST and DELETE /api/like.php), used by the profile view, the likes
 * pages, the match finder and the swipe game. `match` is true when the other member already liked
 * the member back (a mutual like: the match modal of spec section 4 shows).
 */
export const LikeRequestSchema = z.object({ profile_id: IdSchema }).strict();

export const LikeResponseSchema = z.object({ liked: z.boolean(), match: z.boolean() });
export type LikeResponse = z.infer<typeof LikeResponseSchema>;

export type { LikeListType } from './member-constants';

/** GET /api/auto-like.php: the member who just liked the member, for the match modal (spec sections 4, 7). */
export const AutoLikeResponseSchema = z.object({ profile: ProfileSchema });
export type AutoLikeResponse = z.infer<typeof AutoLikeResponseSchema>;
