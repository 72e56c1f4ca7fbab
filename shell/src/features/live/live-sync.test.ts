import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/shared/contract';
import { $chats, resetChats } from '@app/shared/stores/chats';
import { emitLive } from '@app/shared/stores/live';
import type { LiveConnectionOptions } from './live-connection';
import { $user } from '@app/shared/stores/user';

const { startLive, stopLive, loadUser } = vi.hoisted(() => ({
  startLive: vi.fn(),
  stopLive: vi.fn(),
  loadUser: vi.fn(),
}));
vi.mock('./live-connection', () => ({ startLive, stopLive }));
vi.mock('@app/shared/stores/user', async (original) => ({ ...(await original<object>()), loadUser }));

const { startLiveSync } = await import('./live-sync');

const member = (id: number, credits = 5) => ({ credits, profile: { id } }) as User;
const reloadChatsAndLikes = vi.fn();
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  $user.set(undefined);
  stop = startLiveSync(reloadChatsAndLikes);
});

afterEach(() => {
  stop();
  resetChats();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('startLiveSync', () => {
  it('connects for the member who logs in, once per member, and stops on logout', () => {
    expect(startLive).not.toHaveBeenCalled();
    $user.set(member(7));
    $user.set(member(7, 9));
    expect(startLive).toHaveBeenCalledTimes(1);
    expect(startLive.mock.calls[0]![0]).toMatchObject({ userId: 7 });
    $user.set(member(8));
    expect(startLive).toHaveBeenCalledTimes(2);
    expect(startLive.mock.calls[1]![0]).toMatchObject({ userId: 8 });
    $user.set(null);
    expect(stopLive).toHaveBeenCalledTimes(1);
  });

  it('reloads chats, likes and the user when the connection must resync', () => {
    $user.set(member(7));
    const { onResync } = startLive.mock.calls[0]![0] as LiveConnectionOptions;
    onResync();
    expect(reloadChatsAndLikes).toHaveBeenCalledTimes(1);
    expect(loadUser).toHaveBeenCalledTimes(1);
  });

  it('logs out when the server ended the session', () => {
    $user.set(member(7));
    const { onSessionEnded } = startLive.mock.calls[0]![0] as LiveConnectionOptions;
    onSessionEnded();
    expect($user.get()).toBeNull();
    expect(stopLive).toHaveBeenCalledTimes(1);
  });

  it('applies live events to the stores until stopped', () => {
    $user.set(member(7));
    emitLive({ type: 'chat_deleted', conversation: 1 });
    $chats.set({ ...$chats.get(), chats: [{ conversation: 1, profile: {} as never, num_unread_messages: 2 }] });
    emitLive({ type: 'read', conversation: 1 });
    expect($chats.get().chats[0]!.num_unread_messages).toBe(0);
    stop();
    expect(stopLive).toHaveBeenCalled();
    emitLive({ type: 'chat_deleted', conversation: 1 });
    expect($chats.get().chats).toHaveLength(1);
  });
});
