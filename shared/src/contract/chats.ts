import { z } from 'zod';
import { MESSAGE_KINDS } from './chat-messages';
import { ProfileSchema } from './profile';

export { CHAT_PREVIEW_LENGTH, previewText } from './chat-preview';

/**
 * The newest message of a conversation as the chat list shows it: who sent it (profile id), its kind,
 * the start of its text on one line, the gift's name in the member's language, when, and whether its
 * recipient received and read it (for the member's own message: the other member; for theirs: the member).
 */
export const ChatLastMessageSchema = z.object({
  id: z.number().int(),
  sender: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  /** At most CHAT_PREVIEW_LENGTH characters and "…"; null for a photo or a gift. */
  text: z.string().nullable(),
  /** Null for a photo or a text, and for a gift no longer in the catalogue. */
  gift_name: z.string().nullable(),
  created_at: z.string(),
  delivered: z.boolean(),
  read: z.boolean(),
});
export type ChatLastMessage = z.infer<typeof ChatLastMessageSchema>;

/**
 * A chat item of spec section 3 (GET /api/chats.php). `last_message`: null for a conversation without
 * messages; absent where only the spec's fields are known.
 */
export const ChatItemSchema = z.object({
  conversation: z.number().int(),
  profile: ProfileSchema,
  num_unread_messages: z.number().int().nonnegative(),
  last_message: ChatLastMessageSchema.nullable().optional(),
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
