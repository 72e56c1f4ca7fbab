import type { Generated } from 'kysely';

export interface ConversationsTable {
  id: Generated<number>;
  profile_low_id: number;
  profile_high_id: number;
  created_at: Generated<Date>;
  last_message_at: Date | null;
  /** Who wrote the first message (ADR 0014: an unconfirmed member may start but not reply). */
  started_by_profile_id: number | null;
}

export interface ConversationMembersTable {
  conversation_id: number;
  profile_id: number;
  unread_count: Generated<number>;
  last_read_message_id: number | null;
  /** The member's client has received every message up to this id (delivery receipts). */
  last_delivered_message_id: number | null;
  deleted_at: Date | null;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_profile_id: number;
  kind: 'text' | 'photo' | 'gift';
  body: string | null;
  /** A chat photo (chat_photos.id). */
  photo_id: number | null;
  gift_id: number | null;
  credits: Generated<number>;
  /** The sender's idempotency key: one message per key. */
  client_key: string | null;
  created_at: Generated<Date>;
}

export interface GiftsTable {
  id: Generated<number>;
  key: string;
  names: Record<string, string>;
  image: string;
  credits: number;
}

/** A photo uploaded to send in chat: no profile's photo, under random names like profile photos. */
export interface ChatPhotosTable {
  id: Generated<number>;
  owner_profile_id: number;
  filename: string;
  thumb_filename: string;
  width: number;
  height: number;
  created_at: Generated<Date>;
}
