// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { LIKES_RELOAD_DELAY_MS } from '../contract/constants';
import type { ChatItem, LikesResponse } from '../contract/chats';
import {
  $chats,
  applyChatMessage,
  likeLists,
  CHAT_LIST_FRESH_MS,
  loadChats,
  refreshChats,
  loadLikes,
  markChatRead,
  markLikeSeen,
  newLikesFirst,
  removeChat,
  resetChats,
  setLike,
  setOpenConversation,
  showAutoLike,
  totalNewLikes,
} from './chats';
import { testProfile } from '../test-support/fixtures';
import { $matchModal, closeMatchModal } from '@app/shared/stores/match-modal';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const LIKES: LikesResponse = {
  profiles: [testProfile(1), testProfile(2), testProfile(3), testProfile(4)],
  liked_by: [
    { id: 1, like_new: false },
    { id: 2, like_new: true },
    { id: 3, like_new: false },
    { id: 4, like_new: true },
  ],
  liked: [3],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const urlOf = ([input]: FetchArgs) => (input instanceof Request ? input.url : String(input));
const methodOf = ([input, init]: FetchArgs) => (input instanceof Request ? input.method : (init?.method ?? 'GET'));

let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
let answers: Record<string, () => Response>;

beforeEach(() => {
  vi.useFakeTimers();
  answers = { 'GET /api/likes.php': () => json(LIKES) };
  fetchMock = vi.fn(async (...args: FetchArgs) => {
    const key = `${methodOf(args)} ${new URL(urlOf(args), 'http://localhost').pathname}`;
    return answers[key]?.() ?? json({ error: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  resetChats();
  closeMatchModal();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const likeCalls = () => fetchMock.mock.calls.filter((call) => urlOf(call).includes('/api/likes.php')).length;

describe('likes ordering and totals', () => {
  it('puts new likes first, keeping the order within each group', () => {
    expect(newLikesFirst(LIKES.liked_by).map((like) => like.id)).toEqual([2, 4, 1, 3]);
  });

  it('loads the likes new first, and the badge total is the number of new likes', async () => {
    await loadLikes();
    const state = $chats.get();
    expect(state.likes.liked_by.map((like) => like.id)).toEqual([2, 4, 1, 3]);
    expect(state.totalNewLikes).toBe(2);
    expect(totalNewLikes([])).toBe(0);
  });

  it('splits liked me, my likes and mutual likes', () => {
    const lists = likeLists(LIKES);
    expect(lists.likedMe.map(({ profile, isNew }) => [profile.id, isNew])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, true],
    ]);
    expect(lists.liked.map((p) => p.id)).toEqual([3]);
    expect(lists.mutual.map((p) => p.id)).toEqual([3]);
  });
});

describe('markLikeSeen', () => {
  it("clears the viewed profile's new flag and lowers the badge, leaving the order", async () => {
    await loadLikes();
    markLikeSeen(4);
    const state = $chats.get();
    expect(state.likes.liked_by.map((like) => [like.id, like.like_new])).toEqual([
      [2, true],
      [4, false],
      [1, false],
      [3, false],
    ]);
    expect(state.totalNewLikes).toBe(1);
  });

  it('changes nothing for a profile without a new like', async () => {
    await loadLikes();
    const before = $chats.get();
    markLikeSeen(1);
    markLikeSeen(99);
    expect($chats.get()).toBe(before);
  });
});

describe('setLike and showAutoLike', () => {
  it('likes, and reloads the likes after LIKES_RELOAD_DELAY_MS', async () => {
    answers['POST /api/like.php'] = () => json({ liked: true, match: false });
    await expect(setLike(testProfile(5), true)).resolves.toEqual({ liked: true, match: false });
    expect($matchModal.get().profile).toBeNull();
    await vi.advanceTimersByTimeAsync(LIKES_RELOAD_DELAY_MS - 1);
    expect(likeCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(likeCalls()).toBe(1);
  });

  it('opens the match modal when the like is a match', async () => {
    answers['POST /api/like.php'] = () => json({ liked: true, match: true });
    await setLike(testProfile(6), true);
    expect($matchModal.get()).toEqual({ profile: testProfile(6), match: true });
  });

  it('unlikes with DELETE', async () => {
    answers['DELETE /api/like.php'] = () => json({ liked: false, match: false });
    await setLike(testProfile(5), false);
    const call = fetchMock.mock.calls.find((args) => urlOf(args).includes('/api/like.php'))!;
    expect(methodOf(call)).toBe('DELETE');
  });

  it('shows an auto-like in the match modal and reloads the likes after the delay', async () => {
    answers['GET /api/auto-like.php'] = () => json({ profile: testProfile(8) });
    await expect(showAutoLike()).resolves.toBe(true);
    expect($matchModal.get()).toEqual({ profile: testProfile(8), match: false });
    await vi.advanceTimersByTimeAsync(LIKES_RELOAD_DELAY_MS);
    expect(likeCalls()).toBe(1);
  });

  it('opens nothing when no auto-like is left', async () => {
    await expect(showAutoLike()).resolves.toBe(false);
    expect($matchModal.get().profile).toBeNull();
  });
});

const chat = (conversation: number, unread: number): ChatItem => ({
  conversation,
  profile: testProfile(conversation),
  num_unread_messages: unread,
});

const order = () => $chats.get().chats.map((item) => [item.conversation, item.num_unread_messages]);

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('chats kept current by live events', () => {
  beforeEach(async () => {
    answers['GET /api/chats.php'] = () => json({ chats: [chat(1, 2), chat(2, 0), chat(3, 5)] });
    await loadChats();
  });

  afterEach(() => setVisibility('visible'));

  it('moves the chat of a new message to the top with its unread count, and the total follows', () => {
    applyChatMessage(chat(3, 6));
    expect(order()).toEqual([
      [3, 6],
      [1, 2],
      [2, 0],
    ]);
    expect($chats.get().totalUnreadMessages).toBe(8);
  });

  it('adds the chat of a new conversation at the top', () => {
    applyChatMessage(chat(9, 1));
    expect(order()[0]).toEqual([9, 1]);
    expect($chats.get().chats).toHaveLength(4);
    expect($chats.get().totalUnreadMessages).toBe(8);
  });

  it('opening a chat sets its unread count to 0, and it stays 0 while open and visible', () => {
    setOpenConversation(3);
    expect($chats.get().totalUnreadMessages).toBe(2);
    applyChatMessage(chat(3, 1));
    expect(order()[0]).toEqual([3, 0]);
    expect($chats.get().totalUnreadMessages).toBe(2);
  });

  it('counts a message in the open chat while the page is hidden, and after the chat closes', () => {
    setOpenConversation(3);
    setVisibility('hidden');
    applyChatMessage(chat(3, 1));
    expect($chats.get().totalUnreadMessages).toBe(3);
    setVisibility('visible');
    setOpenConversation(null);
    applyChatMessage(chat(3, 2));
    expect($chats.get().totalUnreadMessages).toBe(4);
  });

  it('keeps the open chat read when the list reloads', async () => {
    setOpenConversation(1);
    await loadChats();
    expect(order()).toEqual([
      [1, 0],
      [2, 0],
      [3, 5],
    ]);
  });

  it('sets a chat read elsewhere to 0, and removes a deleted chat', () => {
    markChatRead(3);
    expect($chats.get().totalUnreadMessages).toBe(2);
    removeChat(1);
    expect(order()).toEqual([
      [2, 0],
      [3, 0],
    ]);
    expect($chats.get().totalUnreadMessages).toBe(0);
  });

  it('changes nothing for a chat it does not hold', () => {
    const before = $chats.get();
    markChatRead(99);
    removeChat(99);
    markChatRead(2);
    expect($chats.get()).toBe(before);
  });
});

describe('refreshChats', () => {
  const chatCalls = () => fetchMock.mock.calls.filter((call) => urlOf(call).includes('/api/chats.php')).length;

  beforeEach(() => {
    answers['GET /api/chats.php'] = () => json({ chats: [chat(1, 2)] });
  });

  it('loads a list that was never loaded', async () => {
    await refreshChats();
    expect(chatCalls()).toBe(1);
    expect($chats.get().loaded).toBe(true);
  });

  it(`does not ask again for a list that arrived less than ${CHAT_LIST_FRESH_MS} ms ago, and asks after`, async () => {
    await loadChats();
    await refreshChats(Date.now() + CHAT_LIST_FRESH_MS - 1);
    expect(chatCalls()).toBe(1);
    await refreshChats(Date.now() + CHAT_LIST_FRESH_MS);
    expect(chatCalls()).toBe(2);
  });

  it('asks again after a logout reset the list', async () => {
    await loadChats();
    resetChats();
    await refreshChats();
    expect(chatCalls()).toBe(2);
  });
});
