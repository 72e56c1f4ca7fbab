import { AppError } from '../../http/app-error';
import { LiveOutbox } from '../events';
import { openMembership, receiptFrom, type ChatMember } from './chat-access';
import { findMembership, hideConversation, latestIncomingId, markRead } from './conversation.repository';
import type { ChatDeps } from './message.service';

/**
 * DELETE /api/chat.php (spec section 7): the conversation leaves the member's list only; the other
 * member keeps it, and a new message brings it back for the member. The member's other tabs get a
 * `chat_deleted` event. 404 for a conversation that is not theirs; deleting twice is fine.
 */
export async function deleteChat(deps: ChatDeps, member: ChatMember, conversation: number): Promise<void> {
  const outbox = new LiveOutbox();
  await deps.db.transaction().execute(async (trx) => {
    const membership = await findMembership(trx, conversation, member.profileId);
    if (!membership) throw new AppError('not_found');
    if (membership.deleted_at !== null) return;
    await hideConversation(trx, conversation, member.profileId);
    await outbox.store(trx, member.id, { type: 'chat_deleted', conversation });
  });
  await outbox.publish(deps.bus);
}

/**
 * POST /api/chat-read.php: the member read the conversation up to a message (never past the newest
 * one they were sent): unread becomes 0, the member's tabs get `read`, and the other member a
 * `receipt` when the read mark rose. 404 for a conversation the member may not open.
 */
export async function readChat(
  deps: ChatDeps,
  member: ChatMember,
  read: { conversation: number; message_id: number },
): Promise<void> {
  const before = await openMembership(deps.db, member, read.conversation);
  if (!before) throw new AppError('not_found');
  const outbox = new LiveOutbox();
  await deps.db.transaction().execute(async (trx) => {
    const upTo = Math.min(read.message_id, await latestIncomingId(trx, read.conversation, member.profileId));
    const marks = await markRead(trx, read.conversation, member.profileId, upTo);
    const readBefore = Number(before.last_read_message_id ?? 0);
    const rose = Number(marks.last_read_message_id) > readBefore;
    // Both members' events in one statement, which locks their cursors in a fixed order.
    await outbox.storeAll(trx, [
      ...(before.unread_count > 0 || rose
        ? [{ userId: member.id, event: { type: 'read' as const, conversation: read.conversation } }]
        : []),
      ...(rose
        ? [
            {
              userId: before.other_user_id,
              event: { type: 'receipt' as const, receipt: receiptFrom(read.conversation, marks) },
            },
          ]
        : []),
    ]);
  });
  await outbox.publish(deps.bus);
}
