import { sql } from 'kysely';
import { CHAT_PREVIEW_LENGTH } from '@app/shared/contract';
import type { Db } from '../../db/database';

/** How much of a text the list reads: room for the preview after its runs of spaces are folded. */
const PREVIEW_READ_LENGTH = CHAT_PREVIEW_LENGTH * 2;

/**
 * A member's conversations that they have not deleted, newest first, with their unread count, the
 * other member's marks, and the newest message (a lateral join on messages(conversation_id, id): one
 * query, one index probe per conversation): its start, length and gift names.
 */
export function findChatItems(db: Db, profileId: number) {
  return db
    .selectFrom('conversation_members as own')
    .innerJoin('conversations', 'conversations.id', 'own.conversation_id')
    .leftJoin('conversation_members as other', (join) =>
      join.onRef('other.conversation_id', '=', 'own.conversation_id').onRef('other.profile_id', '<>', 'own.profile_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .leftJoin('gifts', 'gifts.id', 'messages.gift_id')
          .select([
            'messages.id',
            'messages.sender_profile_id',
            'messages.kind',
            sql<string | null>`substr(messages.body, 1, ${sql.lit(PREVIEW_READ_LENGTH)})`.as('body_start'),
            sql<boolean>`coalesce(char_length(messages.body) > ${sql.lit(PREVIEW_READ_LENGTH)}, false)`.as('body_cut'),
            'messages.created_at',
            'gifts.names as gift_names',
          ])
          .whereRef('messages.conversation_id', '=', 'conversations.id')
          .orderBy('messages.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'conversations.id as conversation',
      'own.unread_count',
      sql<number>`case when conversations.profile_low_id = ${profileId}
        then conversations.profile_high_id else conversations.profile_low_id end`.as('other_profile_id'),
      'other.last_read_message_id as other_read_up_to',
      'other.last_delivered_message_id as other_delivered_up_to',
      'last.id as last_id',
      'last.sender_profile_id as last_sender',
      'last.kind as last_kind',
      'last.body_start as last_body_start',
      'last.body_cut as last_body_cut',
      'last.created_at as last_created_at',
      'last.gift_names as last_gift_names',
    ])
    .where('own.profile_id', '=', profileId)
    .where('own.deleted_at', 'is', null)
    .orderBy(sql`conversations.last_message_at desc nulls last`)
    .orderBy('conversations.id', 'desc')
    .execute();
}

export type ChatItemRow = Awaited<ReturnType<typeof findChatItems>>[number];
