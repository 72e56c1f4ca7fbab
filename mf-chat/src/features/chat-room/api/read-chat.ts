import { api } from '@app/shared/api';

/** POST /api/chat-read.php: the member read the conversation up to `messageId`; its unread count is 0. */
export function readChat(conversation: number, messageId: number): Promise<unknown> {
  return api('/api/chat-read.php', { method: 'POST', body: { conversation, message_id: messageId } });
}
