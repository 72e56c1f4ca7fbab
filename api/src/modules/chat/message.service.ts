import type { MessageKind, SendMessageRequest, SendMessageResponse } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { asLastStatement } from '../../db/last-statement';
import { AppError } from '../../http/app-error';
import {
  changeCredits,
  lockAndChangeCredits,
  lockBalance,
  readBalance,
  type CreditChange,
  type CreditReason,
  type LockedChange,
} from '../credits';
import { type EventBus, LiveOutbox } from '../events';
import { publicProfiles } from '../members';
import { chatPoolOf } from './chat-pool';
import { freeStateOf, isBlockedReply, priceFor, type ChatSender } from './chat-sender';
import {
  ensureConversation,
  findContactTouchingConversation,
  findConversationId,
  touchConversation,
} from './conversation.repository';
import { insertConversation } from './message-conversation.repository';
import { findMessageByKey, insertMessage, isClientKeyConflict, type MessageRow } from './message.repository';
import { attachmentOf } from './message-attachment';
import { toMessage } from './message-dto';
import { storeMessageEvents } from './message-events';
import { freeMessagesLeft, messageCharge, messagePrice, stateAfterSending } from './message-price';
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
  /** Both members' public profiles, read beside the transaction (not in it): awaited when needed. */
  profiles: ReturnType<typeof publicProfiles>;
  outbox: LiveOutbox;
}

/** A charge taken with the balance's lock, before the checks (ADR 0041): what it was and what it did. */
interface ChargedFirst {
  charge: number;
  change: LockedChange;
}

/**
 * What a send costs when nothing it reads can change it: a premium member's text (premium members
 * have no free texts) and any photo (their price is the site's). Null for gifts (their catalogue
 * price), a free member's text (the free-message rule reads the conversation) and a free send.
 */
function chargeKnownBefore(rules: SiteChatRules, sender: ChatSender, request: SendMessageRequest): number | null {
  if (request.kind === 'gift' || (request.kind === 'text' && !sender.paidUser)) return null;
  const charge = messageCharge(rules, request.kind, 0);
  return charge > 0 ? charge : null;
}

/** The change of the sender's credits that a send of `charge` credits is, keyed by its idempotency key. */
function sendCharge(context: SendContext, charge: number): CreditChange {
  return { userId: context.sender.id, delta: -charge, reason: REASONS[context.request.kind], reference: context.key };
}

/**
 * The charge of a send: the one taken with the lock when there is one (it must be the charge the
 * checks arrive at), else a change of the locked `balance`. Null for a free send.
 */
async function chargeSend(trx: Db, context: SendContext, charge: number, balance: number, first: ChargedFirst | null) {
  if (first === null) return charge > 0 ? changeCredits(trx, sendCharge(context, charge)) : null;
  if (first.charge !== charge) throw new Error(`a send charged ${first.charge} first, but costs ${charge}`);
  if (first.change.result === null) throw new AppError('insufficient_credits', { balance });
  return first.change.result;
}

/**
 * The new message in the caller's transaction, which holds the sender's balance row (`balance`):
 * checks, charge (taken with the lock already when `first` says so), message, counters and live
 * events. Answers the message, the balance after it and the free texts left after it.
 */
async function storeNewMessage(trx: Db, context: SendContext, balance: number, first: ChargedFirst | null) {
  const { sender, request, rules } = context;
  // Locks and touches the conversation when there is one: the members' messages in it take turns.
  const recipient = await findContactTouchingConversation(trx, chatPoolOf(rules, sender), sender, request.profile_id);
  const profiles = await context.profiles;
  const recipientProfile = profiles.get(request.profile_id);
  const senderProfile = profiles.get(sender.profileId);
  if (!recipient || !recipientProfile || !senderProfile) throw new AppError('not_found');
  let conversation = recipient.conversation_id;
  if (await isBlockedReply(trx, sender, conversation)) throw new AppError('email_unconfirmed');
  const attachment = await attachmentOf(trx, sender, request);
  const freeState = await freeStateOf(trx, sender, conversation);
  const charge = messageCharge(rules, request.kind, freeMessagesLeft(freeState), attachment.giftCredits);
  const credits = await chargeSend(trx, context, charge, balance, first);
  // The key is in the ledger already: a send with it committed before this one got the balance lock.
  if (credits && !credits.applied) throw new KeyAlreadyUsed();
  if (conversation === null) {
    conversation = await insertConversation(trx, sender.profileId, recipient.id);
    if (conversation === null) {
      // Another first message created it meanwhile.
      conversation = await ensureConversation(trx, sender.profileId, recipient.id);
      await touchConversation(trx, conversation, sender.profileId);
    }
  }
  const { stored, recipientUnread } = await insertStoredMessage(
    trx,
    {
      conversation_id: conversation,
      sender_profile_id: sender.profileId,
      kind: request.kind,
      body: attachment.body,
      photo_id: attachment.photo_id,
      gift_id: attachment.gift_id,
      credits: charge,
      client_key: context.key,
    },
    recipient.id,
  );
  const row: MessageRow = { ...stored, ...attachment.parts };
  // The transaction's last statement: it commits with it (ADR 0047); nothing after it may fail.
  await asLastStatement(trx, () =>
    storeMessageEvents(trx, context.outbox, row, {
      sender: { userId: sender.id, profileId: sender.profileId, language: sender.language, profile: senderProfile },
      recipient: {
        userId: recipient.user_id,
        profileId: recipient.id,
        language: recipient.language,
        profile: recipientProfile,
      },
      recipientUnread,
      senderCredits: credits?.applied ? credits.balance : null,
    }),
  );
  const freeLeft = freeMessagesLeft(stateAfterSending(freeState, conversation, request.kind));
  return { row, balance: credits?.balance ?? balance, freeLeft };
}

/** A send whose key a committed send used already: its transaction stops, the stored message answers. */
class KeyAlreadyUsed extends Error {
  constructor() {
    super('the idempotency key was used by an earlier send');
  }
}

/** insertMessage, a key stored before (the messages' unique key) throwing KeyAlreadyUsed. */
async function insertStoredMessage(...args: Parameters<typeof insertMessage>) {
  try {
    return await insertMessage(...args);
  } catch (error) {
    throw isClientKeyConflict(error) ? new KeyAlreadyUsed() : error;
  }
}

/**
 * The answer to a send that stopped on `cause` (its transaction rolled back): when the key is the
 * member's stored message, that message (422 idempotency_key_reused when it is another message),
 * with the balance and price of now; else the cause.
 */
async function replayStored(deps: ChatDeps, context: SendContext, cause: unknown): Promise<SendMessageResponse> {
  const { sender, request, key, rules } = context;
  const earlier = await findMessageByKey(deps.db, sender.profileId, key);
  if (!earlier) {
    if (cause instanceof KeyAlreadyUsed) throw new Error(`the key of a send is in the ledger without its message`);
    throw cause;
  }
  if (!(await isSameMessage(deps.db, sender, earlier, request))) throw new AppError('idempotency_key_reused');
  const [credits, price] = await Promise.all([
    readBalance(deps.db, sender.id),
    priceFor(deps.db, sender, rules, earlier.conversation_id),
  ]);
  return { message: toMessage(earlier, sender.profileId, sender.language), credits, price };
}

/**
 * POST /api/message.php (issue 6, ADR 0014, ADR 0033): stores the message and charges it in one
 * transaction keyed by the Idempotency-Key, which becomes the message's client_key and the ledger
 * reference; a retried key answers the message it stored, charged once (422 idempotency_key_reused
 * when the key came with another message); a refused send stored nothing, so its retry runs again.
 * The balance row is locked first, so a member's sends (and their free-message count) run one after
 * another: a send with the same key committed before, and the ledger's or the messages' unique key
 * stops this one, which then answers the stored message (the key is looked up only then, and on a
 * refusal). 404 for a member one may not write to (blocked either way), 403 email_unconfirmed for an
 * unconfirmed member's reply, 403 premium_only for a free member's photo, 402 insufficient_credits;
 * nothing is stored or charged then. The live events are published after commit.
 */
export async function sendMessage(
  deps: ChatDeps,
  sender: ChatSender,
  request: SendMessageRequest,
  key: string,
): Promise<SendMessageResponse> {
  const rules = await findSiteChatRules(deps.db, sender.siteId);
  assertLength(request, rules);
  // Read on another connection while the transaction locks and charges (a round trip less to wait
  // for), not in it, so that it holds its locks for less time. A refusal before it is awaited leaves
  // its answer unread.
  const profiles = publicProfiles(deps.db, [sender.profileId, request.profile_id]);
  profiles.catch(() => {});
  const context: SendContext = { sender, request, key, rules, profiles, outbox: new LiveOutbox() };
  const chargeFirst = chargeKnownBefore(rules, sender, request);
  let sent: Awaited<ReturnType<typeof storeNewMessage>>;
  try {
    sent = await deps.db.transaction().execute(async (trx) => {
      if (chargeFirst === null) return storeNewMessage(trx, context, await lockBalance(trx, sender.id), null);
      // The lock and the charge in one statement; refused (rolled back) by the checks after it when they fail.
      const change = await lockAndChangeCredits(trx, sendCharge(context, chargeFirst));
      return storeNewMessage(trx, context, change.locked, { charge: chargeFirst, change });
    });
  } catch (error) {
    if (error instanceof KeyAlreadyUsed || error instanceof AppError) return replayStored(deps, context, error);
    throw error;
  }
  await context.outbox.publish(deps.bus);
  const price = messagePrice(rules, sender.country, sent.freeLeft, rules.cheapest_gift);
  return { message: toMessage(sent.row, sender.profileId, sender.language), credits: sent.balance, price };
}
