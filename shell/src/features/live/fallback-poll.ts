import { $liveStatus } from '@app/shared/stores/live';
import { $push } from '@app/shared/stores/push';
import { $user, userRefreshDelay } from '@app/shared/stores/user';

/**
 * The spec's polling when the live socket is not open (spec sections 7 and 9): chats and likes reload
 * on the user refresh schedule, first 5 s after login, then every 60 s (300 s with push), only while a
 * member is logged in. With the socket open the events keep them current and nothing is polled.
 */
export function pollWhileLiveIsDown(reloadChatsAndLikes: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (isFirst: boolean) => {
    timer = setTimeout(
      () => {
        if ($liveStatus.get() !== 'open') reloadChatsAndLikes();
        schedule(false);
      },
      userRefreshDelay(isFirst, $push.get().state === 'subscribed'),
    );
  };
  let loggedIn = false;
  const stopWatching = $user.subscribe((user) => {
    if (Boolean(user) === loggedIn) return;
    loggedIn = Boolean(user);
    clearTimeout(timer);
    if (loggedIn) schedule(true);
  });
  return () => {
    stopWatching();
    clearTimeout(timer);
  };
}
