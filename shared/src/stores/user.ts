import { atom, computed, onMount } from 'nanostores';
import { api, onAuthenticationRequired } from '@app/shared/api';
import { USER_REFRESH } from '../contract/constants';
import type { Language } from '../contract/languages';
import type { User } from '../contract/user';

/** The logged-in user: `undefined` while unknown, `null` for a visitor. */
export const $user = atom<User | null | undefined>(undefined);
export const $isLoggedIn = computed($user, (user) => Boolean(user));

export async function loadUser(options: { announce?: boolean } = {}): Promise<User | null> {
  try {
    const { user } = await api<{ user: User | null }>('/api/user.php');
    return acceptUser(user, options);
  } catch {
    // A visitor, or the server is unreachable: the shell keeps working logged out.
    if ($user.get() === undefined) $user.set(null);
    return $user.get() ?? null;
  }
}

/**
 * Takes the user as `GET /api/user.php` answered it (loaded here, or written into the page by the
 * server, ADR 0019); a login is announced to the browser's other tabs.
 */
export function acceptUser(user: User | null, options: { announce?: boolean } = {}): User | null {
  const before = $user.get();
  $user.set(user);
  if (user && !before && options.announce !== false) authChannel?.postMessage('login');
  return user;
}

/** Logs out; `everywhere` ends the member's sessions on every device, not only this browser. */
export async function logout(options: { everywhere?: boolean } = {}): Promise<void> {
  $user.set(null);
  authChannel?.postMessage('logout');
  const query = options.everywhere ? { everywhere: '1' } : undefined;
  await api('/api/logout.php', { query, retry: 1 }).catch(() => undefined);
}

/**
 * The other tabs of this browser learn of a login or logout at once (one session cookie serves them
 * all): a logout there logs this tab out, a login there loads the user here. Only `loadUser` and
 * `logout` announce, so a tab that follows another never echoes it back.
 */
const authChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('auth');
// Never keeps a Node process (tests) alive.
(authChannel as unknown as { unref?: () => void } | null)?.unref?.();
if (authChannel) {
  authChannel.onmessage = (event: MessageEvent<'login' | 'logout'>) => {
    if (event.data === 'logout' && $user.get()) $user.set(null);
    if (event.data === 'login' && !$user.get()) void loadUser({ announce: false });
  };
}

/** The member's balance changed (a live `credits` event): the credits badge follows at once. */
export function setCredits(credits: number): void {
  const user = $user.get();
  if (user && user.credits !== credits) $user.set({ ...user, credits });
}

/** Tells the server the language a logged-in user chose (spec section 7). */
export async function saveLanguage(language: Language): Promise<void> {
  const user = $user.get();
  if (!user || user.language === language) return;
  $user.set({ ...user, language });
  await api('/api/user.php', { method: 'PUT', body: { language } }).catch(() => undefined);
}

/**
 * User refresh schedule (spec sections 7 and 9): first after 5 s, then every 60 s, every 300 s when
 * push is subscribed, and only while logged in.
 */
export function userRefreshDelay(isFirst: boolean, pushSubscribed: boolean): number {
  if (isFirst) return USER_REFRESH.firstAfterMs;
  return pushSubscribed ? USER_REFRESH.everyWithPushMs : USER_REFRESH.everyMs;
}

let pushSubscribed = (): boolean => false;
/** Lets the push store say whether the refresh may slow down. */
export function setPushSubscribedSource(source: () => boolean): void {
  pushSubscribed = source;
}

onMount($user, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (isFirst: boolean) => {
    timer = setTimeout(
      async () => {
        if ($user.get()) await loadUser();
        schedule(false);
      },
      userRefreshDelay(isFirst, pushSubscribed()),
    );
  };
  schedule(true);
  const stopListening = onAuthenticationRequired(() => $user.set(null));
  return () => {
    clearTimeout(timer);
    stopListening();
  };
});
