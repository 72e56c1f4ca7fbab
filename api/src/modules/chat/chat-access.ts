import type { Receipt } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { findUnblockedProfile } from './chat-access.repository';
import { findMembership } from './conversation.repository';

/** A member as the chat sees them: user and profile ids. */
export interface ChatMember {
  id: number;
  profileId: number;
}

/** Whether either of two members blocked the other (ADR 0009: blocks count both ways). */
export async function blockedEitherWay(db: Db, member: ChatMember, otherProfileId: number): Promise<boolean> {
  return (await findUnblockedProfile(db, member, otherProfileId)) === undefined;
}

export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/**
 * The member's side of a conversation they may use: theirs, not deleted by them, no block either way;
 * else null (the routes answer 404, the same as an unknown conversation).
 */
export async function openMembership(db: Db, member: ChatMember, conversationId: number): Promise<Membership | null> {
  const membership = await findMembership(db, conversationId, member.profileId);
  if (!membership || membership.deleted_at !== null) return null;
  return (await blockedEitherWay(db, member, membership.other_profile_id)) ? null : membership;
}

/** The receipt the other member sees for their messages: what this member received and read. */
export function receiptFrom(
  conversation: number,
  marks: { last_delivered_message_id: number | null; last_read_message_id: number | null },
): Receipt {
  const read = Number(marks.last_read_message_id ?? 0);
  return {
    conversation,
    delivered_up_to: Math.max(read, Number(marks.last_delivered_message_id ?? 0)),
    read_up_to: read,
  };
}
