import { reloadChatsAndLikes } from '../title/chats-sync';

/** Messages the push worker posts to the page (spec section 7). */
export const PUSH_MESSAGES = { newMessage: 'NEW_PUSH_MESSAGE', click: 'NEW_PUSH_CLICK' } as const;

/**
 * Registers the push worker `/sw-push.js`. A pushed message reloads chats and likes; a click on a
 * notification opens its target in this page.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw-push.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('[push] the service worker could not be registered', error);
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type === PUSH_MESSAGES.newMessage) reloadChatsAndLikes();
    if (event.data?.type === PUSH_MESSAGES.click && event.data.url?.startsWith('/')) {
      window.history.pushState(null, '', event.data.url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
  });
}
