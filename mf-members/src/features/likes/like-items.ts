import type { LikeListType } from '@app/shared/contract';
import type { LikeLists } from '@app/shared/stores/chats';
import type { GridItem } from './components/likes-grid';

/** The cards of one list of /likes, each knowing whether the like goes one way or both. */
export function likeItems(lists: LikeLists, type: LikeListType): GridItem[] {
  const likedIds = new Set(lists.liked.map((profile) => profile.id));
  const likerIds = new Set(lists.likedMe.map((entry) => entry.profile.id));
  switch (type) {
    case 'liked-me':
      return lists.likedMe.map(({ profile, isNew }) => ({
        profile,
        isNew,
        liked: likedIds.has(profile.id),
        likesMe: true,
      }));
    case 'liked':
      return lists.liked.map((profile) => ({ profile, liked: true, likesMe: likerIds.has(profile.id) }));
    case 'mutual':
      return lists.mutual.map((profile) => ({ profile, liked: true, likesMe: true }));
  }
}
