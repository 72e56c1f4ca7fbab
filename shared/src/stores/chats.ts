import { map } from 'nanostores';
import { api } from '@app/shared/api';
import type { ChatItem, LikesResponse } from '../contract/chats';

export interface ChatsState {
  chats: ChatItem[];
  likes: LikesResponse;
  totalUnreadMessages: number;
  totalNewLikes: number;
  loaded: boolean;
}

/** Chats and likes with their totals (spec section 3): the navigation badges read this. */
export const $chats = map<ChatsState>({
  chats: [],
  likes: { profiles: [], liked_by: [] },
  totalUnreadMessages: 0,
  totalNewLikes: 0,
  loaded: false,
});

export function totalUnread(chats: ChatItem[]): number {
  return chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0);
}

export function totalNewLikes(likedBy: LikesResponse['liked_by']): number {
  return likedBy.filter((like) => like.like_new).length;
}

export async function loadChats(): Promise<void> {
  const { chats } = await api<{ chats: ChatItem[] }>('/api/chats.php');
  $chats.set({ ...$chats.get(), chats, totalUnreadMessages: totalUnread(chats), loaded: true });
}

export async function loadLikes(): Promise<void> {
  const likes = await api<ChatsState['likes']>('/api/likes.php');
  $chats.set({ ...$chats.get(), likes, totalNewLikes: totalNewLikes(likes.liked_by) });
}

export function resetChats(): void {
  $chats.set({
    chats: [],
    likes: { profiles: [], liked_by: [] },
    totalUnreadMessages: 0,
    totalNewLikes: 0,
    loaded: false,
  });
}
