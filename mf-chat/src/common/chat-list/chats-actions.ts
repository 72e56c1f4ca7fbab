import { api, errorMessageKey } from '@app/shared/api';
import { loadChats, removeChat } from '@app/shared/stores/chats';

/**
 * Deletes a conversation (DELETE /api/chat.php): removed from the list first; on failure the error
 * in a browser alert and the list reloaded (spec sections 4 and 8).
 */
export async function deleteChat(conversation: number, alertText: (errorKey: string) => string): Promise<void> {
  removeChat(conversation);
  try {
    await api('/api/chat.php', { method: 'DELETE', body: { conversation } });
  } catch (error) {
    globalThis.alert(alertText(errorMessageKey(error)));
    await loadChats().catch(() => undefined);
  }
}
