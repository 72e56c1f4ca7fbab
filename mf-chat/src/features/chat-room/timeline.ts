import type { Message, Receipt } from '@app/shared/contract';
import type { OutboxEntry } from './outbox/outbox-entry';

/** Where one of the member's own messages is: on its way, stored, received, read, or failed. */
export type DeliveryState = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

/** One message of the chat as the page shows it. */
export interface TimelineItem {
  /** Stable across the outbox entry and the stored message: the client key when there is one. */
  key: string;
  message: Message;
  own: boolean;
  /** Own messages only. */
  state: DeliveryState | null;
  /** The outbox entry of a message not confirmed yet (its error, its retry). */
  pending: OutboxEntry | null;
}

/** Messages in order (oldest first), each id once: a later copy of a message replaces the earlier. */
export function mergeMessages(current: Message[], incoming: Message[]): Message[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The delivery state of an own stored message from the conversation's receipt. */
export function deliveryState(messageId: number, receipt: Receipt | null): DeliveryState {
  if (receipt && messageId <= receipt.read_up_to) return 'read';
  if (receipt && messageId <= receipt.delivered_up_to) return 'delivered';
  return 'sent';
}

/** An outbox entry shown as a message until the server confirms it. */
function pendingMessage(entry: OutboxEntry, ownProfileId: number): Message {
  const { request } = entry;
  return {
    id: 0,
    conversation: 0,
    sender: ownProfileId,
    kind: request.kind,
    body: request.kind === 'text' ? request.body : null,
    photo: entry.photo,
    gift: entry.gift,
    credits: 0,
    created_at: entry.createdAt,
    client_key: entry.clientKey,
  };
}

/**
 * The chat's messages: the stored ones in order, then the member's messages still in the outbox for
 * this profile. An outbox entry whose message the server already stored (its client key is there,
 * e.g. the live event came before the answer) is not shown twice.
 */
export function timeline(
  messages: Message[],
  outbox: OutboxEntry[],
  receipt: Receipt | null,
  ownProfileId: number,
  profileId: number,
): TimelineItem[] {
  const storedKeys = new Set(messages.flatMap((message) => (message.client_key ? [message.client_key] : [])));
  const stored = messages.map((message): TimelineItem => {
    const own = message.sender === ownProfileId;
    return {
      key: message.client_key ?? `m${message.id}`,
      message,
      own,
      state: own ? deliveryState(message.id, receipt) : null,
      pending: null,
    };
  });
  const pending = outbox
    .filter((entry) => entry.request.profile_id === profileId && !storedKeys.has(entry.clientKey))
    .map((entry): TimelineItem => ({
      key: entry.clientKey,
      message: pendingMessage(entry, ownProfileId),
      own: true,
      state: entry.state,
      pending: entry,
    }));
  return [...stored, ...pending];
}

/** The newest message the other member sent (the one to mark read and received), or null. */
export function latestIncoming(messages: Message[], ownProfileId: number): Message | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]!.sender !== ownProfileId) return messages[index]!;
  }
  return null;
}
