import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { LIKES_RELOAD_DELAY_MS } from '../contract/constants';
import type { LikesResponse } from '../contract/chats';
import type { Profile } from '../contract/profile';
import {
  $chats,
  likeLists,
  loadLikes,
  markLikeSeen,
  newLikesFirst,
  resetChats,
  setLike,
  showAutoLike,
  totalNewLikes,
} from './chats';
import { $matchModal, closeMatchModal } from '@app/shared/stores/match-modal';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const profile = (id: number): Profile => ({
  id,
  name: `P${id}`,
  main_image: null,
  country: 'NL',
  age: 30,
  gender: 'female',
  sexuality: 'hetero',
  status: 'active',
  interests: [],
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
});

const LIKES: LikesResponse = {
  profiles: [profile(1), profile(2), profile(3), profile(4)],
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
    await expect(setLike(profile(5), true)).resolves.toEqual({ liked: true, match: false });
    expect($matchModal.get().profile).toBeNull();
    await vi.advanceTimersByTimeAsync(LIKES_RELOAD_DELAY_MS - 1);
    expect(likeCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(likeCalls()).toBe(1);
  });

  it('opens the match modal when the like is a match', async () => {
    answers['POST /api/like.php'] = () => json({ liked: true, match: true });
    await setLike(profile(6), true);
    expect($matchModal.get()).toEqual({ profile: profile(6), match: true });
  });

  it('unlikes with DELETE', async () => {
    answers['DELETE /api/like.php'] = () => json({ liked: false, match: false });
    await setLike(profile(5), false);
    const call = fetchMock.mock.calls.find((args) => urlOf(args).includes('/api/like.php'))!;
    expect(methodOf(call)).toBe('DELETE');
  });

  it('shows an auto-like in the match modal and reloads the likes after the delay', async () => {
    answers['GET /api/auto-like.php'] = () => json({ profile: profile(8) });
    await expect(showAutoLike()).resolves.toBe(true);
    expect($matchModal.get()).toEqual({ profile: profile(8), match: false });
    await vi.advanceTimersByTimeAsync(LIKES_RELOAD_DELAY_MS);
    expect(likeCalls()).toBe(1);
  });

  it('opens nothing when no auto-like is left', async () => {
    await expect(showAutoLike()).resolves.toBe(false);
    expect($matchModal.get().profile).toBeNull();
  });
});
