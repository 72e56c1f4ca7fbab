import type { Db } from '../../db/database';
import { type EventBus, LiveOutbox } from '../events';
import { openMembership, receiptFrom, type ChatMember } from './chat-access';
import { findMembership, latestIncomingId, raiseDelivered } from './conversation.repository';

/**
 * Where a typing frame goes: the other member's user id when the member may write in the conversation
 * (theirs, not deleted by them, no block either way); else null and the frame is dropped.
 */
export async function typingTarget(db: Db, user: ChatMember, conversation: number): Promise<number | null> {
  const membership = await openMembership(db, user, conversation);
  return membership ? membership.other_user_id : null;
}

/**
 * The member's client received the conversation's messages up to `messageId`: their delivered mark
 * rises (never falls, never past the newest message they were sent) and the other member gets a
 * `receipt` event. Nothing happens for a conversation the member may not use or a mark already reached.
 */
export async function markDelivered(
  db: Db,
  bus: EventBus,
  user: ChatMember,
  conversation: number,
  messageId: number,
): Promise<void> {
  if (!(await openMembership(db, user, conversation))) return;
  const outbox = new LiveOutbox();
  await db.transaction().execute(async (trx) => {
    const upTo = Math.min(messageId, await latestIncomingId(trx, conversation, user.profileId));
    if (upTo <= 0 || !(await raiseDelivered(trx, conversation, user.profileId, upTo))) return;
    const marks = await findMembership(trx, conversation, user.profileId);
    if (!marks) return;
    await outbox.store(trx, marks.other_user_id, { type: 'receipt', receipt: receiptFrom(conversation, marks) });
  });
  await outbox.publish(bus);
}
