import { api } from '@app/shared/api';
import type { ChatResponse } from '@app/shared/contract';

/** Which conversation a chat page shows: by its id (/chats/{id}) or with a member (/members/{id}/chat). */
export type ChatTarget = { conversation: number } | { profile: number };

/** GET /api/chat.php?conversation=ID|?profile=ID: the conversation with its newest messages, price and blocker. */
export function getChat(target: ChatTarget): Promise<ChatResponse> {
  return api<ChatResponse>('/api/chat.php', { query: target });
}
