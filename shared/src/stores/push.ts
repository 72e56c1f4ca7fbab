import { atom } from 'nanostores';
import { api } from '@app/shared/api';
import { $settings } from '@app/shared/stores/settings';
import { setPushSubscribedSource } from '@app/shared/stores/user';

/** Push states of spec section 4, and whether this browser can do push at all. */
export type PushState = 'unknown' | 'not_subscribed' | 'subscribed' | 'denied';
export interface PushStore {
  capability: 'unsupported' | 'supported';
  state: PushState;
  subscription: PushSubscriptionJSON | null;
  /** The last message the push worker posted to the page. */
  lastMessage: unknown;
}

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

export const $push = atom<PushStore>({
  capability: pushSupported() ? 'supported' : 'unsupported',
  state: 'unknown',
  subscription: null,
  lastMessage: null,
});

setPushSubscribedSource(() => $push.get().state === 'subscribed');

function set(patch: Partial<PushStore>): void {
  $push.set({ ...$push.get(), ...patch });
}

/** The push worker's registration (registered by the shell as `/sw-push.js`). */
async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration('/')) ??
    (await navigator.serviceWorker.register('/sw-push.js', { scope: '/' }))
  );
}

/** Reads the browser's permission and subscription into the store (no prompt). */
export async function refreshPush(): Promise<PushState> {
  if (!pushSupported()) return 'unknown';
  if (Notification.permission === 'denied') {
    set({ state: 'denied', subscription: null });
    return 'denied';
  }
  try {
    const subscription = await (await registration()).pushManager.getSubscription();
    const state: PushState = subscription && Notification.permission === 'granted' ? 'subscribed' : 'not_subscribed';
    set({ state, subscription: subscription?.toJSON() ?? null });
    return state;
  } catch {
    set({ state: 'not_subscribed' });
    return 'not_subscribed';
  }
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/**
 * Asks for permission, subscribes through the push worker with the site's public key and stores the
 * subscription on the server (POST /api/user.php?push=1). Answers the resulting state.
 */
export async function subscribePush(): Promise<PushState> {
  const publicKey = $settings.get()?.push_public_key;
  if (!pushSupported() || !publicKey) return $push.get().state;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    const state: PushState = permission === 'denied' ? 'denied' : 'not_subscribed';
    set({ state });
    return state;
  }
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  const json = subscription.toJSON();
  await api('/api/user.php?push=1', { method: 'POST', body: { subscription: json } });
  set({ state: 'subscribed', subscription: json });
  return 'subscribed';
}

/** Records a message from the push worker (NEW_PUSH_MESSAGE, NEW_PUSH_CLICK). */
export function receivePushMessage(message: unknown): void {
  set({ lastMessage: message });
}
