import type { Message } from './chat-messages';
import type { ChatLastMessage } from './chats';

/*
 * The chat list's last message (ChatLastMessageSchema) built from a text or a message, without zod: the
 * chats store of the first script builds it from live messages.
 */

/** How many characters of a text the chat list shows of the last message (a longer one ends in "…"). */
export const CHAT_PREVIEW_LENGTH = 80;

/**
 * A text as the chat list shows it: on one line, at most CHAT_PREVIEW_LENGTH characters (code points),
 * with "…" when it was longer (or `cut`: the caller read only its start).
 */
export function previewText(body: string, cut = false): string {
  const chars = Array.from(body.replace(/\s+/g, ' ').trim());
  if (chars.length <= CHAT_PREVIEW_LENGTH && !cut) return chars.join('');
  return `${chars.slice(0, CHAT_PREVIEW_LENGTH).join('').trimEnd()}…`;
}

/** A message just sent or received as the chat list's last message (neither side has read it yet). */
export function lastMessageOf(message: Message): ChatLastMessage {
  return {
    id: message.id,
    sender: message.sender,
    kind: message.kind,
    text: message.kind === 'text' && message.body !== null ? previewText(message.body) : null,
    gift_name: message.gift?.name ?? null,
    created_at: message.created_at,
    delivered: false,
    read: false,
  };
}
