import type { Generated } from 'kysely';

export interface ConversationsTable {
  id: Generated<number>;
  profile_low_id: number;
  profile_high_id: number;
  created_at: Generated<Date>;
  last_message_at: Date | null;
}

export interface ConversationMembersTable {
  conversation_id: number;
  profile_id: number;
  unread_count: Generated<number>;
  last_read_message_id: number | null;
  deleted_at: Date | null;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_profile_id: number;
  kind: 'text' | 'photo' | 'gift';
  body: string | null;
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
