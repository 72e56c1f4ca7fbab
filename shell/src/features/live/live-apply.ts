import type { LiveEvent } from '@app/shared/contract/live-events';
import {
  applyChatMessage,
  applyChatReceipt,
  markChatRead,
  reloadLikesSoon,
  removeChat,
} from '@app/shared/stores/chats';
import { subscribeLive } from '@app/shared/stores/live';
import { loadUser, setCredits } from '@app/shared/stores/user';

/**
 * What a live event changes in the shared stores, so the unread and likes badges, the tab title and
 * the app badge follow at once; a message and a receipt also change the chat list's last message. Typing only
 * concerns the chat page, payments the result page; each listens itself.
 */
function applyLiveEvent(event: LiveEvent): void {
  switch (event.type) {
    case 'message':
      return applyChatMessage(event.chat, event.message);
    case 'read':
      return markChatRead(event.conversation);
    case 'chat_deleted':
      return removeChat(event.conversation);
    case 'like':
      return reloadLikesSoon();
    case 'credits':
      return setCredits(event.credits);
    case 'user':
      return void loadUser();
    case 'receipt':
      return applyChatReceipt(event.receipt);
    case 'typing':
    case 'payment':
      return;
  }
}

/** Applies every live event to the stores until the returned function is called. */
export function applyLiveEvents(): () => void {
  return subscribeLive(applyLiveEvent);
}
