import { map } from 'nanostores';
import { api } from '@app/shared/api';
import { LIKES_RELOAD_DELAY_MS } from '../contract/constants';
import type { ChatItem, LikesResponse } from '../contract/chats';
import { lastMessageOf } from '../contract/chat-preview';
import type { Message, Receipt } from '../contract/chat-messages';
import type { AutoLikeResponse, LikeResponse } from '../contract/like-actions';
import type { Profile } from '../contract/profile';
import { openMatchModal } from '@app/shared/stores/match-modal';

export interface ChatsState {
  chats: ChatItem[];
  likes: LikesResponse;
  totalUnreadMessages: number;
  totalNewLikes: number;
  loaded: boolean;
}

const NO_LIKES: LikesResponse = { profiles: [], liked_by: [], liked: [] };

/** Chats and likes with their totals (spec section 3): the navigation badges read this. */
export const $chats = map<ChatsState>({
  chats: [],
  likes: NO_LIKES,
  totalUnreadMessages: 0,
  totalNewLikes: 0,
  loaded: false,
});

export function totalUnread(chats: ChatItem[]): number {
  return chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0);
}

/** The new-likes badge: how many likes the member has not seen yet. */
export function totalNewLikes(likedBy: LikesResponse['liked_by']): number {
  return likedBy.filter((like) => like.like_new).length;
}

/** Spec section 4: new likes first, then the rest, each group in the order given. */
export function newLikesFirst(likedBy: LikesResponse['liked_by']): LikesResponse['liked_by'] {
  return [...likedBy.filter((like) => like.like_new), ...likedBy.filter((like) => !like.like_new)];
}

/** Replaces the chat list and recomputes the unread total, so every badge follows at once. */
function setChatList(chats: ChatItem[], loaded = $chats.get().loaded): void {
  $chats.set({ ...$chats.get(), chats, totalUnreadMessages: totalUnread(chats), loaded });
}

/** When the chat list last arrived (0: not since the last reset). */
let chatsLoadedAt = 0;

export async function loadChats(): Promise<void> {
  const { chats } = await api<{ chats: ChatItem[] }>('/api/chats.php');
  setChatList(chats.map(withOpenConversationRead), true);
  chatsLoadedAt = Date.now();
}

/**
 * How long a loaded chat list counts as current for a chat screen that opens: live events keep it so
 * meanwhile. A first page gets the list in the page (ADR 0021); the screen then does not ask again.
 */
export const CHAT_LIST_FRESH_MS = 10_000;

/** Loads the chat list unless it arrived less than CHAT_LIST_FRESH_MS ago (a chat screen opening). */
export async function refreshChats(now = Date.now()): Promise<void> {
  if ($chats.get().loaded && chatsLoadedAt > 0 && now - chatsLoadedAt < CHAT_LIST_FRESH_MS) return;
  await loadChats();
}

let openConversation: number | null = null;

/** The open conversation counts as read only while the member can see it. */
function isOpenAndVisible(conversation: number): boolean {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  return conversation === openConversation && visible;
}

function withOpenConversationRead(chat: ChatItem): ChatItem {
  return isOpenAndVisible(chat.conversation) && chat.num_unread_messages > 0
    ? { ...chat, num_unread_messages: 0 }
    : chat;
}

/**
 * The chat page says which conversation it shows (null when it closes). Opening a chat sets its
 * unread count to 0 (spec section 4), and it stays 0 while the member has it open and visible.
 */
export function setOpenConversation(conversation: number | null): void {
  openConversation = conversation;
  if (conversation !== null) markChatRead(conversation);
}

/**
 * A message in a conversation (live event): its chat moves to the top, added when new, with the
 * server's unread count, except the conversation the member has open and visible, which stays 0.
 */
export function applyChatMessage(chat: ChatItem, message?: Message): void {
  const others = $chats.get().chats.filter((item) => item.conversation !== chat.conversation);
  const latest = message && !chat.last_message ? { ...chat, last_message: lastMessageOf(message) } : chat;
  setChatList([withOpenConversationRead(latest), ...others]);
}

/** The other member received or read the member's messages (live receipt): the last one's mark follows. */
export function applyChatReceipt(receipt: Receipt): void {
  const { chats } = $chats.get();
  const chat = chats.find((item) => item.conversation === receipt.conversation);
  const last = chat?.last_message;
  if (!chat || !last || last.sender === chat.profile.id) return;
  const read = last.read || receipt.read_up_to >= last.id;
  const delivered = last.delivered || read || receipt.delivered_up_to >= last.id;
  if (read === last.read && delivered === last.delivered) return;
  setChatList(chats.map((item) => (item === chat ? { ...chat, last_message: { ...last, read, delivered } } : item)));
}

/** A conversation was read (here or in another tab or device): its unread count is 0. */
export function markChatRead(conversation: number): void {
  const { chats } = $chats.get();
  if (!chats.some((chat) => chat.conversation === conversation && chat.num_unread_messages > 0)) return;
  setChatList(chats.map((chat) => (chat.conversation === conversation ? { ...chat, num_unread_messages: 0 } : chat)));
}

/** A conversation was deleted (here first, or in another tab or device): it leaves the list. */
export function removeChat(conversation: number): void {
  const { chats } = $chats.get();
  if (!chats.some((chat) => chat.conversation === conversation)) return;
  setChatList(chats.filter((chat) => chat.conversation !== conversation));
}

function setLikes(likes: LikesResponse): void {
  $chats.set({ ...$chats.get(), likes, totalNewLikes: totalNewLikes(likes.liked_by) });
}

export async function loadLikes(): Promise<void> {
  const likes = await api<LikesResponse>('/api/likes.php');
  setLikes({ ...likes, liked: likes.liked ?? [], liked_by: newLikesFirst(likes.liked_by) });
}

/** Reloads the likes after LIKES_RELOAD_DELAY_MS (spec section 9), errors ignored like a badge update. */
export function reloadLikesSoon(): void {
  setTimeout(() => void loadLikes().catch(() => undefined), LIKES_RELOAD_DELAY_MS);
}

/**
 * Viewing a profile clears the new flag of that profile's like (spec section 4): the server does it on
 * view, this does it at once in the page and the badge. The like keeps its place until the next load.
 */
export function markLikeSeen(profileId: number): void {
  const { likes } = $chats.get();
  if (!likes.liked_by.some((like) => like.id === profileId && like.like_new)) return;
  setLikes({
    ...likes,
    liked_by: likes.liked_by.map((like) => (like.id === profileId ? { ...like, like_new: false } : like)),
  });
}

/** A like given, a like received, and both ways, each as profiles (the /likes pages). */
export interface LikeLists {
  likedMe: Array<{ profile: Profile; isNew: boolean }>;
  liked: Profile[];
  mutual: Profile[];
}

export function likeLists(likes: LikesResponse): LikeLists {
  const byId = new Map(likes.profiles.map((profile) => [profile.id, profile]));
  const likerIds = new Set(likes.liked_by.map((like) => like.id));
  const profilesOf = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  return {
    likedMe: likes.liked_by.flatMap((like) => {
      const profile = byId.get(like.id);
      return profile ? [{ profile, isNew: like.like_new }] : [];
    }),
    liked: profilesOf(likes.liked),
    mutual: profilesOf(likes.liked.filter((id) => likerIds.has(id))),
  };
}

/**
 * Likes or unlikes a member (POST or DELETE /api/like.php), then reloads the likes after
 * LIKES_RELOAD_DELAY_MS; a like that makes a match opens the match modal. Errors reach the caller.
 */
export async function setLike(profile: Profile, liked: boolean): Promise<LikeResponse> {
  const answer = await api<LikeResponse>('/api/like.php', {
    method: liked ? 'POST' : 'DELETE',
    body: { profile_id: profile.id },
  });
  if (answer.match) openMatchModal(profile, { match: true });
  reloadLikesSoon();
  return answer;
}

/**
 * GET /api/auto-like.php (spec sections 4 and 7): a member who now likes the member, shown in the match
 * modal; the likes reload after LIKES_RELOAD_DELAY_MS. False when there is none (or the call fails).
 */
export async function showAutoLike(): Promise<boolean> {
  try {
    const { profile } = await api<AutoLikeResponse>('/api/auto-like.php');
    openMatchModal(profile);
    reloadLikesSoon();
    return true;
  } catch {
    return false;
  }
}

export function resetChats(): void {
  openConversation = null;
  chatsLoadedAt = 0;
  $chats.set({ chats: [], likes: NO_LIKES, totalUnreadMessages: 0, totalNewLikes: 0, loaded: false });
}
