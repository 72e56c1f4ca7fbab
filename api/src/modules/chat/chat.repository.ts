import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A member's conversations that they have not deleted, newest first, with their unread count. */
export function findChatItems(db: Db, profileId: number) {
  return db
    .selectFrom('conversation_members as own')
    .innerJoin('conversations', 'conversations.id', 'own.conversation_id')
    .select([
      'conversations.id as conversation',
      'own.unread_count',
      sql<number>`case when conversations.profile_low_id = ${profileId}
        then conversations.profile_high_id else conversations.profile_low_id end`.as('other_profile_id'),
    ])
    .where('own.profile_id', '=', profileId)
    .where('own.deleted_at', 'is', null)
    .orderBy(sql`conversations.last_message_at desc nulls last`)
    .orderBy('conversations.id', 'desc')
    .execute();
}
