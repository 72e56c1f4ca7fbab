import type { MessageKind, SendMessageRequest, SendMessageResponse } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { changeCredits, readBalance } from '../credits/credit.service';
import { lockBalance } from '../credits/credit.repository';
import type { CreditReason } from '../credits/credit.table';
import type { EventBus } from '../live/event-bus';
import { LiveOutbox } from '../live/live-events.service';
import { memberPoolOfMember } from '../members/member-pool';
import {
  findSiteChatRules,
  freeLeftFor,
  isBlockedReply,
  priceFor,
  type ChatSender,
  type SiteChatRules,
} from './chat-sender';
import {
  ensureConversation,
  findContact,
  findConversationId,
  lockConversation,
  recordMessage,
} from './conversation.repository';
import { toMessage } from './message-dto';
import { storeMessageEvents } from './message-events';
import { messageCharge } from './message-price';
import {
  findGiftByKey,
  findMessage,
  findMessageByKey,
  findOwnChatPhoto,
  insertMessage,
  type MessageRow,
} from './message.repository';

export interface ChatDeps {
  db: Db;
  bus: EventBus;
}

const REASONS: Record<MessageKind, CreditReason> = { text: 'message', photo: 'photo', gift: 'gift' };

/** 400 validation_failed for a text longer than the site's message_length (a translated key). */
function assertLength(request: SendMessageRequest, rules: SiteChatRules): void {
  if (request.kind === 'text' && request.body.length > rules.message_length) {
    throw new AppError('validation_failed', { fields: { body: 'errors.message_too_long' } });
  }
}

/** What the message carries and its catalogue price: the chat photo or the gift, checked. */
async function attachmentOf(trx: Db, sender: ChatSender, request: SendMessageRequest) {
  if (request.kind === 'photo') {
    if (!sender.paidUser) throw new AppError('premium_only');
    const photo = await findOwnChatPhoto(trx, sender.profileId, request.photo_id);
    if (!photo) throw new AppError('validation_failed', { fields: { photo_id: 'errors.field_invalid' } });
    return { photo_id: photo.id, gift_id: null, body: null, giftCredits: 0 };
  }
  if (request.kind === 'gift') {
    const gift = await findGiftByKey(trx, request.gift);
    if (!gift) throw new AppError('validation_failed', { fields: { gift: 'errors.field_invalid' } });
    return { photo_id: null, gift_id: gift.id, body: null, giftCredits: gift.credits };
  }
  return { photo_id: null, gift_id: null, body: request.body, giftCredits: 0 };
}

/** Whether a stored message is the one a request asks for (the same key sent again). */
async function isSameMessage(trx: Db, sender: ChatSender, earlier: MessageRow, request: SendMessageRequest) {
  const conversation = await findConversationId(trx, sender.profileId, request.profile_id);
  if (earlier.conversation_id !== conversation || earlier.kind !== request.kind) return false;
  if (request.kind === 'text') return earlier.body === request.body;
  if (request.kind === 'photo') return earlier.photo_id === request.photo_id;
  return earlier.gift_key === request.gift;
}

/**
 * POST /api/message.php (issue 6, ADR 0014): stores the message and charges it in one transaction
 * keyed by the Idempotency-Key, which becomes the message's client_key and the ledger reference; a
 * retried key answers the message it stored, charged once (422 idempotency_key_reused when the key
 * came with another message); a refused send stored nothing, so its retry runs again. The balance row is locked first, so a
 * member's sends (and their free-message count) run one after another. 404 for a member one may not
 * write to (blocked either way), 403 email_unconfirmed for an unconfirmed member's reply, 403
 * premium_only for a free member's photo, 402 insufficient_credits; nothing is stored or charged then.
 */
export async function sendMessage(
  deps: ChatDeps,
  sender: ChatSender,
  request: SendMessageRequest,
  key: string,
): Promise<SendMessageResponse> {
  const rules = await findSiteChatRules(deps.db, sender.siteId);
  assertLength(request, rules);
  const pool = await memberPoolOfMember(deps.db, { userId: sender.id, profileId: sender.profileId });
  const outbox = new LiveOutbox();
  const messageId = await deps.db.transaction().execute(async (trx) => {
    await lockBalance(trx, sender.id);
    const earlier = await findMessageByKey(trx, sender.profileId, key);
    if (earlier) {
      if (!(await isSameMessage(trx, sender, earlier, request))) throw new AppError('idempotency_key_reused');
      return earlier.id;
    }
    const recipient = await findContact(trx, pool, sender.profileId, request.profile_id);
    if (!recipient) throw new AppError('not_found');
    let conversation = await findConversationId(trx, sender.profileId, recipient.id);
    const startedBy = conversation === null ? null : (await lockConversation(trx, conversation)).started_by_profile_id;
    if (await isBlockedReply(trx, sender, conversation)) throw new AppError('email_unconfirmed');
    const attachment = await attachmentOf(trx, sender, request);
    const freeLeft = request.kind === 'text' ? await freeLeftFor(trx, sender, conversation) : 0;
    const charge = messageCharge(rules, request.kind, freeLeft, attachment.giftCredits);
    if (charge > 0) {
      const credits = await changeCredits(trx, {
        userId: sender.id,
        delta: -charge,
        reason: REASONS[request.kind],
        reference: key,
      });
      if (credits.applied) await outbox.store(trx, sender.id, { type: 'credits', credits: credits.balance });
    }
    conversation ??= await ensureConversation(trx, sender.profileId, recipient.id);
    const id = await insertMessage(trx, {
      conversation_id: conversation,
      sender_profile_id: sender.profileId,
      kind: request.kind,
      body: attachment.body,
      photo_id: attachment.photo_id,
      gift_id: attachment.gift_id,
      credits: charge,
      client_key: key,
    });
    const recipientUnread = await recordMessage(trx, conversation, sender.profileId, recipient.id, startedBy);
    const row = await findMessage(trx, id);
    if (!row) throw new Error(`message ${id} missing after insert`);
    await storeMessageEvents(trx, outbox, row, {
      sender: { userId: sender.id, profileId: sender.profileId, language: sender.language },
      recipient: { userId: recipient.user_id, profileId: recipient.id, language: recipient.language },
      recipientUnread,
    });
    return id;
  });
  await outbox.publish(deps.bus);
  const row = await findMessage(deps.db, messageId);
  if (!row) throw new Error(`message ${messageId} vanished`);
  const [credits, price] = await Promise.all([
    readBalance(deps.db, sender.id),
    priceFor(deps.db, sender, rules, row.conversation_id),
  ]);
  return { message: toMessage(row, sender.profileId, sender.language), credits, price };
}
