import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_FETCH_REFRESH_DELAY_MS, type User } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';

const { loadChats, loadLikes } = vi.hoisted(() => ({ loadChats: vi.fn(), loadLikes: vi.fn() }));
vi.mock('@app/shared/stores/chats', async (original) => ({ ...(await original<object>()), loadChats, loadLikes }));

const { reloadChatsAndLikesSoon } = await import('./chats-sync');

const member = { status: 'confirmed', profile: { id: 7 } } as User;

beforeEach(() => {
  vi.useFakeTimers();
  loadChats.mockReset().mockResolvedValue(undefined);
  loadLikes.mockReset().mockResolvedValue(undefined);
  $user.set(member);
});
afterEach(() => {
  vi.useRealTimers();
  $user.set(undefined);
});

describe('reloadChatsAndLikesSoon', () => {
  it('reloads chats and likes once for a burst of pushed messages, after the data-fetch refresh delay', async () => {
    reloadChatsAndLikesSoon();
    reloadChatsAndLikesSoon();
    reloadChatsAndLikesSoon();
    await vi.advanceTimersByTimeAsync(DATA_FETCH_REFRESH_DELAY_MS - 1);
    expect(loadChats).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadChats).toHaveBeenCalledTimes(1);
    expect(loadLikes).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the member logged out meanwhile', async () => {
    reloadChatsAndLikesSoon();
    $user.set(null);
    await vi.advanceTimersByTimeAsync(DATA_FETCH_REFRESH_DELAY_MS);
    expect(loadChats).not.toHaveBeenCalled();
  });
});
