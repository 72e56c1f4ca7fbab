import { refreshPush, receivePushMessage } from '@app/shared/stores/push';
import { $user } from '@app/shared/stores/user';
import { reloadChatsAndLikesSoon } from '../title/chats-sync';

/** Messages the push worker posts to the page (spec section 7). */
export const PUSH_MESSAGES = { newMessage: 'NEW_PUSH_MESSAGE', click: 'NEW_PUSH_CLICK' } as const;

type WorkerMessage = { type?: string; url?: string } | null | undefined;

/** What the page does with a message of the push worker. */
export function handleWorkerMessage(data: WorkerMessage): void {
  if (data?.type !== PUSH_MESSAGES.newMessage && data?.type !== PUSH_MESSAGES.click) return;
  receivePushMessage(data);
  if (data.type === PUSH_MESSAGES.newMessage) reloadChatsAndLikesSoon();
  if (data.type === PUSH_MESSAGES.click && data.url?.startsWith('/')) {
    window.history.pushState(null, '', data.url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
}

/** Reads the push state (no prompt) each time a member logs in. */
export function watchPushState(): () => void {
  let wasLoggedIn = false;
  return $user.subscribe((user) => {
    const loggedIn = Boolean(user);
    if (loggedIn && !wasLoggedIn) void refreshPush();
    wasLoggedIn = loggedIn;
  });
}

/** Runs `work` once the page has loaded and the browser is idle: after the first visit's own requests. */
function afterPageLoad(work: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => work(), { timeout: 2000 }) : setTimeout(work, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Registers the push worker `/sw-push.js` once the page has loaded, so its script never competes with
 * the first visit's (ADR 0021). Its messages go to the push store; a pushed message reloads chats and
 * likes after the data-fetch refresh delay; a click on a notification opens its target in this page.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  afterPageLoad(() => {
    navigator.serviceWorker.register('/sw-push.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('[push] the service worker could not be registered', error);
    });
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerMessage>) =>
    handleWorkerMessage(event.data),
  );
  watchPushState();
}
