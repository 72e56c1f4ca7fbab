import { loadChats, loadLikes, resetChats } from '@app/shared/stores/chats';
import { refreshSoon } from './refresh-soon';
import { $user } from '@app/shared/stores/user';

/** Loads a member's chats and likes (the navigation's counts) on login and clears them on logout. */
export function reloadChatsAndLikes(): void {
  if (!$user.get()) return;
  loadChats().catch(() => undefined);
  loadLikes().catch(() => undefined);
}

const pendingReload = refreshSoon(reloadChatsAndLikes);

/**
 * Chats and likes reload when a pushed message arrives (spec section 7), after the data-fetch refresh
 * delay (DATA_FETCH_REFRESH_DELAY_MS, spec section 9): a burst of messages makes one reload, not one each.
 */
export function reloadChatsAndLikesSoon(): void {
  pendingReload.request();
}

export function startChatsSync(): void {
  let wasLoggedIn = false;
  $user.subscribe((user) => {
    const loggedIn = Boolean(user);
    if (loggedIn && !wasLoggedIn) reloadChatsAndLikes();
    if (!loggedIn && wasLoggedIn) {
      pendingReload.cancel();
      resetChats();
    }
    wasLoggedIn = loggedIn;
  });
}
