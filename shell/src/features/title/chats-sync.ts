import { loadChats, loadLikes, resetChats } from '@app/shared/stores/chats';
import { $user } from '@app/shared/stores/user';

/** Loads a member's chats and likes (the navigation's counts) on login and clears them on logout. */
export function reloadChatsAndLikes(): void {
  if (!$user.get()) return;
  loadChats().catch(() => undefined);
  loadLikes().catch(() => undefined);
}

export function startChatsSync(): void {
  let wasLoggedIn = false;
  $user.subscribe((user) => {
    const loggedIn = Boolean(user);
    if (loggedIn && !wasLoggedIn) reloadChatsAndLikes();
    if (!loggedIn && wasLoggedIn) resetChats();
    wasLoggedIn = loggedIn;
  });
}
