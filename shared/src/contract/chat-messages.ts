import { z } from 'zod';
import { IdOrZeroSchema, IdSchema, QueryIdSchema } from './id';
import { ProfileSchema } from './profile';
import { line, text } from './text';

/**
 * The chat page's calls (issue 6). The spec names GET /api/chats.php and DELETE /api/chat.php; the rest
 * is designed here and documented on the OpenAPI page. Every mutating call carries an Idempotency-Key:
 * a message is stored and charged exactly once per key, however often the client retries.
 */

const id = IdSchema;

export const MESSAGE_KINDS = ['text', 'photo', 'gift'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A sent photo: only the two members of the conversation get its (random, unguessable) file names. */
export const MessagePhotoSchema = z.object({
  url: z.string(),
  thumb_url: z.string(),
  width: z.number(),
  height: z.number(),
});
export const MessageGiftSchema = z.object({ key: z.string(), name: z.string(), image: z.string() });

export const MessageSchema = z.object({
  id: z.number().int(),
  conversation: z.number().int(),
  /** The sender's profile id. */
  sender: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  body: z.string().nullable(),
  photo: MessagePhotoSchema.nullable(),
  gift: MessageGiftSchema.nullable(),
  /** What the sender paid, in credits (0 for a free message). Only the sender sees a non-zero value. */
  credits: z.number().int().nonnegative(),
  created_at: z.string(),
  /** The sender's Idempotency-Key, so the sending tab matches its outbox entry; null for the receiver. */
  client_key: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

/**
 * Delivery of the member's own messages: the other member's client has received every message up to
 * `delivered_up_to` and read every message up to `read_up_to` (message ids; 0 for none).
 */
export const ReceiptSchema = z.object({
  conversation: z.number().int(),
  delivered_up_to: z.number().int().nonnegative(),
  read_up_to: z.number().int().nonnegative(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** The price of each kind in credits for this member now, shown before sending. */
export const MessagePriceSchema = z.object({
  text: z.number().int().nonnegative(),
  photo: z.number().int().nonnegative(),
  /** The cheapest gift; each gift carries its own price in the catalogue. */
  gift: z.number().int().nonnegative(),
  /**
   * What a message costs at least in the member's country (settings.minimum_message_costs), in minor
   * units of `currency`; null when the site names none for the country.
   */
  minimum_cost: z.object({ costs: z.number(), currency: z.string() }).nullable(),
  /** Free text messages left in this conversation (free members only; 0 otherwise). */
  free_messages_left: z.number().int().nonnegative(),
});
export type MessagePrice = z.infer<typeof MessagePriceSchema>;

/**
 * Why the member cannot write in this conversation now; null when they can. `email_unconfirmed`: the
 * address must be confirmed before replying; `insufficient_credits` / `premium_only`: to the credits page.
 */
export const CHAT_BLOCKERS = ['email_unconfirmed', 'insufficient_credits', 'premium_only'] as const;
export type ChatBlocker = (typeof CHAT_BLOCKERS)[number];

/**
 * GET /api/chat.php?conversation=ID or ?profile=ID: one conversation with the newest page of messages
 * (oldest first). `conversation` is null when the two members have not written yet (/members/{id}/chat).
 * Blocked either way, deleted by the member or unknown: 404.
 */
export const ChatQuerySchema = z
  .object({
    conversation: QueryIdSchema.optional(),
    profile: QueryIdSchema.optional(),
  })
  .strict()
  .refine((query) => (query.conversation === undefined) !== (query.profile === undefined), {
    message: 'errors.field_invalid',
  });
export const ChatResponseSchema = z.object({
  conversation: z.number().int().nullable(),
  profile: ProfileSchema,
  messages: z.array(MessageSchema),
  /** More, older messages exist: GET /api/messages.php?conversation=ID&before=<oldest id>. */
  has_more: z.boolean(),
  receipt: ReceiptSchema.nullable(),
  price: MessagePriceSchema,
  blocker: z.enum(CHAT_BLOCKERS).nullable(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/** GET /api/messages.php?conversation=ID&before=MESSAGE_ID: an older page, oldest first. */
export const MessagesQuerySchema = z.object({ conversation: QueryIdSchema, before: QueryIdSchema }).strict();
export const MessagesResponseSchema = z.object({ messages: z.array(MessageSchema), has_more: z.boolean() });
export const MESSAGES_PAGE_SIZE = 50;

/**
 * POST /api/message.php with an Idempotency-Key: sends a text (body up to settings.message_length),
 * a photo uploaded before (POST /api/chat-photo.php) or a gift by key, to a member by profile id.
 * Charged in the same transaction that stores it; 402 insufficient_credits, 403 premium_only or
 * email_unconfirmed, 404 when blocked either way.
 */
export const SendMessageRequestSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('text'),
      profile_id: id,
      body: text('errors.field_required').trim().min(1, 'errors.field_required'),
    })
    .strict(),
  z.object({ kind: z.literal('photo'), profile_id: id, photo_id: id }).strict(),
  z
    .object({
      kind: z.literal('gift'),
      profile_id: id,
      gift: line().min(1, 'errors.field_required').max(40),
    })
    .strict(),
]);
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;
export const SendMessageResponseSchema = z.object({
  message: MessageSchema,
  /** The member's balance after the charge. */
  credits: z.number().int().nonnegative(),
  price: MessagePriceSchema,
});
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

/** POST /api/chat-photo.php (raw image body, like photos.php): a photo to send, not part of the profile. */
export const ChatPhotoResponseSchema = z.object({ photo_id: z.number().int(), photo: MessagePhotoSchema });

/** DELETE /api/chat.php (spec section 7): removes the conversation from the member's list only. */
export const DeleteChatRequestSchema = z.object({ conversation: id }).strict();

/** POST /api/chat-read.php: the member has read the conversation up to a message; unread becomes 0. */
export const ReadChatRequestSchema = z.object({ conversation: id, message_id: IdOrZeroSchema }).strict();

// The gift catalogue with prices is GET /api/gifts.php (reference.ts, GiftSchema).
