import { api } from '@app/shared/api';
import type { Message } from '@app/shared/contract';

/** GET /api/messages.php: the page of messages before `before` (oldest first). */
export function getOlderMessages(
  conversation: number,
  before: number,
): Promise<{ messages: Message[]; has_more: boolean }> {
  return api('/api/messages.php', { query: { conversation, before } });
}
