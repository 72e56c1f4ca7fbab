import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { profilePair } from './conversation.repository';

/**
 * The conversation of a first message, in one statement: the conversation (touched as a message
 * touches it: its time and first writer) and both members' rows. Null when the pair has one already
 * (another first message created it meanwhile): then ensureConversation and touchConversation.
 */
export async function insertConversation(trx: Db, senderId: number, recipientId: number): Promise<number | null> {
  const pair = profilePair(senderId, recipientId);
  const result = await sql<{ id: number }>`
    with conversation as (
      insert into conversations (profile_low_id, profile_high_id, started_by_profile_id, last_message_at)
      values (${pair.profile_low_id}, ${pair.profile_high_id}, ${senderId}, now())
      on conflict (profile_low_id, profile_high_id) do nothing
      returning id
    ), members as (
      insert into conversation_members (conversation_id, profile_id, last_read_message_id, deleted_at)
      select conversation.id, member.profile_id, null, null
      from conversation cross join (values (${senderId}::integer), (${recipientId}::integer)) as member (profile_id)
    )
    select id from conversation`.execute(trx);
  return result.rows[0]?.id ?? null;
}
