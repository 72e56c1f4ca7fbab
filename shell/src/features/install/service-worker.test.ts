// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/shared/contract';
import { $push } from '@app/shared/stores/push';
import { $user } from '@app/shared/stores/user';

const { reloadChatsAndLikesSoon, refreshPush } = vi.hoisted(() => ({
  reloadChatsAndLikesSoon: vi.fn(),
  refreshPush: vi.fn(),
}));
vi.mock('../title/chats-sync', () => ({ reloadChatsAndLikesSoon }));
vi.mock('@app/shared/stores/push', async (original) => ({ ...(await original<object>()), refreshPush }));

const { handleWorkerMessage, registerServiceWorker, watchPushState } = await import('./service-worker');

const member = { status: 'confirmed' } as User;

beforeEach(() => {
  reloadChatsAndLikesSoon.mockReset();
  refreshPush.mockReset().mockResolvedValue('not_subscribed');
  $push.set({ ...$push.get(), lastMessage: null });
  $user.set(undefined);
});

describe('handleWorkerMessage', () => {
  it('hands a pushed message to the push store and reloads chats and likes', () => {
    const message = { type: 'NEW_PUSH_MESSAGE', title: 'Robin wrote to you' };
    handleWorkerMessage(message);
    expect($push.get().lastMessage).toEqual(message);
    expect(reloadChatsAndLikesSoon).toHaveBeenCalledTimes(1);
  });

  it('hands a notification click to the push store and opens its page', () => {
    const popstate = vi.fn();
    window.addEventListener('popstate', popstate);
    handleWorkerMessage({ type: 'NEW_PUSH_CLICK', url: '/chats/12' });
    window.removeEventListener('popstate', popstate);
    expect($push.get().lastMessage).toEqual({ type: 'NEW_PUSH_CLICK', url: '/chats/12' });
    expect(window.location.pathname).toBe('/chats/12');
    expect(popstate).toHaveBeenCalledTimes(1);
    expect(reloadChatsAndLikesSoon).not.toHaveBeenCalled();
  });

  it('never follows a click to another site', () => {
    window.history.replaceState(null, '', '/members');
    handleWorkerMessage({ type: 'NEW_PUSH_CLICK', url: 'https://elsewhere.example/' });
    expect(window.location.pathname).toBe('/members');
  });

  it('ignores messages of other kinds', () => {
    handleWorkerMessage({ type: 'SOMETHING_ELSE' });
    handleWorkerMessage(null);
    expect($push.get().lastMessage).toBeNull();
    expect(reloadChatsAndLikesSoon).not.toHaveBeenCalled();
  });
});

describe('watchPushState', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('reads the push state when a member logs in, not for visitors', () => {
    stop = watchPushState();
    $user.set(null);
    expect(refreshPush).not.toHaveBeenCalled();
    $user.set(member);
    expect(refreshPush).toHaveBeenCalledTimes(1);
    $user.set({ ...member, credits: 3 });
    expect(refreshPush).toHaveBeenCalledTimes(1);
    $user.set(null);
    $user.set(member);
    expect(refreshPush).toHaveBeenCalledTimes(2);
  });
});

describe('registerServiceWorker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    $user.set(undefined);
  });

  it('registers /sw-push.js once the page has loaded and passes its messages on', async () => {
    const listeners: Array<(event: MessageEvent) => void> = [];
    const serviceWorker = {
      register: vi.fn().mockResolvedValue({}),
      addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
        if (type === 'message') listeners.push(listener);
      },
    };
    vi.stubGlobal('navigator', { ...navigator, serviceWorker });
    registerServiceWorker();
    await vi.waitFor(() => expect(serviceWorker.register).toHaveBeenCalledWith('/sw-push.js', { scope: '/' }));
    listeners[0]!(new MessageEvent('message', { data: { type: 'NEW_PUSH_MESSAGE' } }));
    expect($push.get().lastMessage).toEqual({ type: 'NEW_PUSH_MESSAGE' });
    $user.set(member);
    expect(refreshPush).toHaveBeenCalled();
  });
});
