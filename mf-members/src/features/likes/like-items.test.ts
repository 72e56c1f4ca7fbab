import { describe, expect, it } from 'vitest';
import { likeLists } from '@app/shared/stores/chats';
import { likeItems } from './like-items';
import { testProfile } from '@app/shared/test-support/fixtures';

const profile = (id: number) => testProfile(id);

// 1 and 2 like the member (2 is new), the member likes 2 and 3: 2 is mutual.
const lists = likeLists({
  profiles: [profile(1), profile(2), profile(3)],
  liked_by: [
    { id: 2, like_new: true },
    { id: 1, like_new: false },
  ],
  liked: [3, 2],
});

const summary = (type: Parameters<typeof likeItems>[1]) =>
  likeItems(lists, type).map(({ profile: { id }, liked, likesMe, isNew }) => ({ id, liked, likesMe, isNew }));

describe('likeItems', () => {
  it('liked me: new first as the store orders them, each knowing whether the member liked back', () => {
    expect(summary('liked-me')).toEqual([
      { id: 2, liked: true, likesMe: true, isNew: true },
      { id: 1, liked: false, likesMe: true, isNew: false },
    ]);
  });

  it("the member's likes, each knowing whether it goes both ways", () => {
    expect(summary('liked')).toEqual([
      { id: 3, liked: true, likesMe: false, isNew: undefined },
      { id: 2, liked: true, likesMe: true, isNew: undefined },
    ]);
  });

  it('mutual likes only', () => {
    expect(summary('mutual')).toEqual([{ id: 2, liked: true, likesMe: true, isNew: undefined }]);
  });
});
