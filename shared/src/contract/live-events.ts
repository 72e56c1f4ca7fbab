import { z } from 'zod';
import { ChatItemSchema } from './chats';
import { MessageSchema, ReceiptSchema } from './chat-messages';
import { IdSchema } from './id';
import { PAYMENT_STATES } from './payment-states';

export { LIVE, LIVE_CLOSE, LIVE_SOCKET_PATH } from './live-constants';

export const LiveEventSchema = z.discriminatedUnion('type', [
  /** A message in one of the member's conversations, sent by either side (the sender's other tabs too). */
  z.object({ type: z.literal('message'), message: MessageSchema, chat: ChatItemSchema }),
  /** The other member is typing (ephemeral). */
  z.object({ type: z.literal('typing'), conversation: z.number().int(), profile_id: z.number().int() }),
  /** Delivery and read state of the member's own messages in a conversation changed. */
  z.object({ type: z.literal('receipt'), receipt: ReceiptSchema }),
  /** The member read a conversation (in some tab): its unread count is 0 everywhere. */
  z.object({ type: z.literal('read'), conversation: z.number().int() }),
  /** The member deleted a conversation (in some tab). */
  z.object({ type: z.literal('chat_deleted'), conversation: z.number().int() }),
  /** Someone liked the member (`match`: both ways now); the likes reload. */
  z.object({ type: z.literal('like'), profile_id: z.number().int(), match: z.boolean() }),
  /** The member's balance changed. */
  z.object({ type: z.literal('credits'), credits: z.number().int().nonnegative() }),
  /** The member's user record changed (premium, status, settings): reload GET /api/user.php. */
  z.object({ type: z.literal('user') }),
  /** One of the member's orders changed state (the result page waits for this). */
  z.object({ type: z.literal('payment'), order_id: z.number().int(), state: z.enum(PAYMENT_STATES) }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];

/** A frame from the server: an event with its per-member sequence (null for ephemeral ones). */
export type LiveFrame = LiveEvent & { seq: number | null };

/**
 * The server's first frame after connecting: the member's latest seq. `resync_required` when the
 * member asked for events older than the server keeps (LIVE_EVENT_RETENTION_MS): reload chats and likes.
 */
export interface LiveHello {
  type: 'hello';
  seq: number;
  resync_required: boolean;
}

/** What the client sends: typing in a conversation, or that it received messages (a delivery receipt). */
export const LiveClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversation: IdSchema }),
  z.object({ type: z.literal('received'), conversation: IdSchema, message_id: IdSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientFrame = z.infer<typeof LiveClientFrameSchema>;
