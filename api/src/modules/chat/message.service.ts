import type { MessageKind, SendMessageRequest, SendMessageResponse } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { changeLockedCredits, readBalance } from '../credits/credit.service';
import { lockBalance } from '../credits/credit.repository';
import type { CreditReason } from '../credits/credit.table';
import type { EventBus } from '../live/event-bus';
import { LiveOutbox } from '../live/live-events.service';
import { publicProfiles } from '../members/public-profile.service';
import { chatPoolOf } from './chat-pool';
import { freeStateOf, isBlockedReply, priceFor, type ChatSender } from './chat-sender';
import {
  ensureConversation,
  findContactTouchingConversation,
  findConversationId,
  touchConversation,
} from './conversation.repository';
import { attachmentOf } from './message-attachment';
import { toMessage } from './message-dto';
import { storeMessageEvents } from './message-events';
import { freeMessagesLeft, messageCharge, messagePrice, stateAfterSending } from './message-price';
import { findMessageByKey, insertMessage, type MessageRow } from './message.repository';
import { findSiteChatRules, type SiteChatRules } from './site-chat-rules';

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

/** Whether a stored message is the one a request asks for (the same key sent again). */
async function isSameMessage(trx: Db, sender: ChatSender, earlier: MessageRow, request: SendMessageRequest) {
  const conversation = await findConversationId(trx, sender.profileId, request.profile_id);
  if (earlier.conversation_id !== conversation || earlier.kind !== request.kind) return false;
  if (request.kind === 'text') return earlier.body === request.body;
  if (request.kind === 'photo') return earlier.photo_id === request.photo_id;
  return earlier.gift_key === request.gift;
}

interface SendContext {
  sender: ChatSender;
  request: SendMessageRequest;
  key: string;
  rules: SiteChatRules;
  profiles: Awaited<ReturnType<typeof publicProfiles>>;
  outbox: LiveOutbox;
}

/**
 * The new message in the caller's transaction, which holds the sender's balance row (`balance`):
 * checks, charge, message, counters and live events. Answers the message, the balance after it and
 * the free texts left after it.
 */
async function storeNewMessage(trx: Db, context: SendContext, balance: number) {
  const { sender, request, key, rules } = context;
  // Locks and touches the conversation when there is one: the members' messages in it take turns.
  const recipient = await findContactTouchingConversation(trx, chatPoolOf(rules, sender), sender, request.profile_id);
  const recipientProfile = context.profiles.get(request.profile_id);
  const senderProfile = context.profiles.get(sender.profileId);
  if (!recipient || !recipientProfile || !senderProfile) throw new AppError('not_found');
  let conversation = recipient.conversation_id;
  if (await isBlockedReply(trx, sender, conversation)) throw new AppError('email_unconfirmed');
  const attachment = await attachmentOf(trx, sender, request);
  const freeState = await freeStateOf(trx, sender, conversation);
  const charge = messageCharge(rules, request.kind, freeMessagesLeft(freeState), attachment.giftCredits);
  const credits =
    charge > 0
      ? await changeLockedCredits(
          trx,
          { userId: sender.id, delta: -charge, reason: REASONS[request.kind], reference: key },
          balance,
        )
      : null;
  if (conversation === null) {
    conversation = await ensureConversation(trx, sender.profileId, recipient.id);
    await touchConversation(trx, conversation, sender.profileId);
  }
  const { stored, recipientUnread } = await insertMessage(
    trx,
    {
      conversation_id: conversation,
      sender_profile_id: sender.profileId,
      kind: request.kind,
      body: attachment.body,
      photo_id: attachment.photo_id,
      gift_id: attachment.gift_id,
      credits: charge,
      client_key: key,
    },
    recipient.id,
  );
  const row: MessageRow = { ...stored, ...attachment.parts };
  await storeMessageEvents(trx, context.outbox, row, {
    sender: { userId: sender.id, profileId: sender.profileId, language: sender.language, profile: senderProfile },
    recipient: {
      userId: recipient.user_id,
      profileId: recipient.id,
      language: recipient.language,
      profile: recipientProfile,
    },
    recipientUnread,
    senderCredits: credits?.applied ? credits.balance : null,
  });
  const freeLeft = freeMessagesLeft(stateAfterSending(freeState, conversation, request.kind));
  return { row, balance: credits?.balance ?? balance, freeLeft };
}

/**
 * POST /api/message.php (issue 6, ADR 0014): stores the message and charges it in one transaction
 * keyed by the Idempotency-Key, which becomes the message's client_key and the ledger reference; a
 * retried key answers the message it stored, charged once (422 idempotency_key_reused when the key
 * came with another message); a refused send stored nothing, so its retry runs again. The balance row
 * is locked first, so a member's sends (and their free-message count) run one after another. 404 for
 * a member one may not write to (blocked either way), 403 email_unconfirmed for an unconfirmed
 * member's reply, 403 premium_only for a free member's photo, 402 insufficient_credits; nothing is
 * stored or charged then. The live events are published after commit.
 */
export async function sendMessage(
  deps: ChatDeps,
  sender: ChatSender,
  request: SendMessageRequest,
  key: string,
): Promise<SendMessageResponse> {
  const rules = await findSiteChatRules(deps.db, sender.siteId);
  assertLength(request, rules);
  // Read before the transaction, so that it holds its locks for less time.
  const profiles = await publicProfiles(deps.db, [sender.profileId, request.profile_id]);
  const context: SendContext = { sender, request, key, rules, profiles, outbox: new LiveOutbox() };
  const sent = await deps.db.transaction().execute(async (trx) => {
    const balance = await lockBalance(trx, sender.id);
    const earlier = await findMessageByKey(trx, sender.profileId, key);
    if (!earlier) return storeNewMessage(trx, context, balance);
    if (!(await isSameMessage(trx, sender, earlier, request))) throw new AppError('idempotency_key_reused');
    return { row: earlier, balance: null, freeLeft: null };
  });
  await context.outbox.publish(deps.bus);
  const message = toMessage(sent.row, sender.profileId, sender.language);
  if (sent.balance === null || sent.freeLeft === null) {
    // A repeated key: the message stored the first time, with the balance and price of now.
    const [credits, price] = await Promise.all([
      readBalance(deps.db, sender.id),
      priceFor(deps.db, sender, rules, sent.row.conversation_id),
    ]);
    return { message, credits, price };
  }
  const price = messagePrice(rules, sender.country, sent.freeLeft, rules.cheapest_gift);
  return { message, credits: sent.balance, price };
}
