import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { LIKES_RELOAD_DELAY_MS } from '@app/shared/contract/constants';
import type { ChatItem } from '@app/shared/contract/chats';
import { $chats, resetChats } from '@app/shared/stores/chats';
import { emitLive } from '@app/shared/stores/live';
import { applyLiveEvents } from './live-apply';
import { $user } from '@app/shared/stores/user';
import { testProfile, testUser } from '@app/shared/test-support/fixtures';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const member = testUser({ credits: 12, paid_user: true }, { id: 7 });

const chat = (conversation: number, unread: number): ChatItem => ({
  conversation,
  profile: testProfile(conversation + 100),
  num_unread_messages: unread,
});

const message = (conversation: number) => ({
  id: 1,
  conversation,
  sender: conversation + 100,
  kind: 'text' as const,
  body: 'Hi',
  photo: null,
  gift: null,
  credits: 0,
  created_at: '2026-01-01T00:00:00Z',
  client_key: null,
});

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

const pathOf = ([input]: FetchArgs) =>
  new URL(input instanceof Request ? input.url : String(input), 'http://x').pathname;

let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async (...args: FetchArgs) => {
    if (pathOf(args) === '/api/user.php') return json({ user: { ...member, paid_user: false } });
    return json({ profiles: [], liked_by: [{ id: 3, like_new: true }], liked: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  $user.set(member);
  $chats.set({ ...$chats.get(), chats: [chat(1, 1), chat(2, 3)], totalUnreadMessages: 4, loaded: true });
  stop = applyLiveEvents();
});

afterEach(() => {
  stop();
  resetChats();
  $user.set(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const calls = (path: string) => fetchMock.mock.calls.filter((args) => pathOf(args) === path).length;

describe('applyLiveEvents', () => {
  it('puts the chat of a message on top, and the unread total follows', () => {
    emitLive({ type: 'message', message: message(2), chat: chat(2, 4) });
    expect($chats.get().chats.map((item) => item.conversation)).toEqual([2, 1]);
    expect($chats.get().totalUnreadMessages).toBe(5);
  });

  it("keeps the chat's last message, and marks the member's own one received and read as receipts come", () => {
    emitLive({ type: 'message', message: message(2), chat: chat(2, 4) });
    expect($chats.get().chats[0]!.last_message).toMatchObject({ id: 1, sender: 102, kind: 'text', text: 'Hi' });
    const own = { ...message(2), id: 5, sender: 7, body: 'And you?' };
    emitLive({ type: 'message', message: own, chat: chat(2, 0) });
    const last = () => $chats.get().chats[0]!.last_message;
    expect(last()).toMatchObject({ id: 5, sender: 7, text: 'And you?', delivered: false, read: false });
    emitLive({ type: 'receipt', receipt: { conversation: 2, delivered_up_to: 5, read_up_to: 1 } });
    expect(last()).toMatchObject({ id: 5, delivered: true, read: false });
    emitLive({ type: 'receipt', receipt: { conversation: 2, delivered_up_to: 5, read_up_to: 5 } });
    expect(last()).toMatchObject({ id: 5, delivered: true, read: true });
  });

  it('sets a read chat to 0 and removes a deleted one', () => {
    emitLive({ type: 'read', conversation: 2 });
    expect($chats.get().totalUnreadMessages).toBe(1);
    emitLive({ type: 'chat_deleted', conversation: 1 });
    expect($chats.get().chats).toEqual([chat(2, 0)]);
    expect($chats.get().totalUnreadMessages).toBe(0);
  });

  it('reloads the likes after the likes delay when someone likes the member, and the badge follows', async () => {
    emitLive({ type: 'like', profile_id: 3, match: false });
    await vi.advanceTimersByTimeAsync(LIKES_RELOAD_DELAY_MS - 1);
    expect(calls('/api/likes.php')).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls('/api/likes.php')).toBe(1);
    expect($chats.get().totalNewLikes).toBe(1);
  });

  it("sets the member's credits, and reloads the user when it changed", async () => {
    emitLive({ type: 'credits', credits: 3 });
    expect($user.get()?.credits).toBe(3);
    emitLive({ type: 'user' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls('/api/user.php')).toBe(1);
    expect($user.get()?.paid_user).toBe(false);
  });

  it('leaves the stores alone for typing and receipts, and stops when asked', () => {
    const before = $chats.get();
    emitLive({ type: 'typing', conversation: 1, profile_id: 101 });
    emitLive({ type: 'receipt', receipt: { conversation: 1, delivered_up_to: 1, read_up_to: 1 } });
    stop();
    emitLive({ type: 'read', conversation: 2 });
    expect($chats.get()).toBe(before);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
