import type { MessageGift, MessagePhoto, SendMessageRequest } from './message-parts';

/**
 * A message on its way to the server. `clientKey` is its Idempotency-Key: every attempt uses it, so
 * the server stores and charges the message once however often it is sent.
 */
export interface OutboxEntry {
  clientKey: string;
  request: SendMessageRequest;
  /** When the member sent it (ISO), for its place and time in the chat. */
  createdAt: string;
  state: 'sending' | 'failed';
  /** The server's error code when it failed. */
  error: string | null;
  /** What the chat shows meanwhile for a photo or a gift. */
  photo: MessagePhoto | null;
  gift: MessageGift | null;
}
