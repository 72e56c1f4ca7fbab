import { applyLiveEvents } from './live-apply';
import { startLive, stopLive } from './live-connection';
import { $user, loadUser } from '@app/shared/stores/user';
import { pollWhileLiveIsDown } from './fallback-poll';

/**
 * Live updates for the logged-in member (issue 6): the connection runs while a member is logged in
 * (restarted for another member, stopped on logout), its events reach the shared stores, and while it
 * is not open the chats and likes reload on the user refresh schedule. A session the server ended
 * (logout on another device) logs this tab out. `reloadChatsAndLikes` is how
 * the shell reloads the navigation's counts. Returns the function that ends it all.
 */
export function startLiveSync(reloadChatsAndLikes: () => void): () => void {
  const stopApplying = applyLiveEvents();
  const stopPolling = pollWhileLiveIsDown(reloadChatsAndLikes);
  const resync = () => {
    reloadChatsAndLikes();
    void loadUser();
  };
  let memberId: number | null = null;
  const stopWatching = $user.subscribe((user) => {
    const id = user ? user.profile.id : null;
    if (id === memberId) return;
    memberId = id;
    if (id === null) stopLive();
    else startLive({ userId: id, onResync: resync, onSessionEnded: () => $user.set(null) });
  });
  return () => {
    stopWatching();
    stopLive();
    stopPolling();
    stopApplying();
  };
}
