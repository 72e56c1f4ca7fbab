import { z } from 'zod';
import { ProfileSchema } from './profile';

/** A chat item of spec section 3 (GET /api/chats.php). */
export const ChatItemSchema = z.object({
  conversation: z.number().int(),
  profile: ProfileSchema,
  num_unread_messages: z.number().int().nonnegative(),
});
export type ChatItem = z.infer<typeof ChatItemSchema>;
export const ChatsResponseSchema = z.object({ chats: z.array(ChatItemSchema) });

/**
 * GET /api/likes.php: profiles and liked_by, each liked_by entry with id and like_new (spec sections 3, 7).
 * `profiles` holds every profile of both lists; `liked` (ids, newest first) says which the member liked,
 * so a like both ways (a match) is one id in `liked` and in `liked_by`.
 */
export const LikedBySchema = z.object({ id: z.number().int(), like_new: z.boolean() });
export const LikesResponseSchema = z.object({
  profiles: z.array(ProfileSchema),
  liked_by: z.array(LikedBySchema),
  liked: z.array(z.number().int()),
});
export type LikesResponse = z.infer<typeof LikesResponseSchema>;
