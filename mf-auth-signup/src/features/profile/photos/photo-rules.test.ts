import { describe, expect, it } from 'vitest';
import { FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT, type Photo } from '@app/shared/contract';
import { mainPhotoId, photoLimitState, splitByRoom } from './photo-rules';

const photo = (id: number, isMain = false): Photo => ({
  id,
  filename: `photos/1/${id}.webp`,
  thumb_filename: `photos/1/${id}-t.webp`,
  is_main: isMain,
  is_private: false,
  width: 800,
  height: 800,
});

describe('photoLimitState', () => {
  it('counts the room left under the free limit', () => {
    expect(photoLimitState(2, FREE_PHOTO_LIMIT)).toEqual({ count: 2, limit: 3, remaining: 1, reached: false });
  });

  it('is reached at the limit', () => {
    expect(photoLimitState(3, FREE_PHOTO_LIMIT)).toMatchObject({ remaining: 0, reached: true });
  });

  it('stays reached above the limit (a premium member who became free keeps photos)', () => {
    expect(photoLimitState(7, FREE_PHOTO_LIMIT)).toMatchObject({ remaining: 0, reached: true });
  });

  it('leaves room under the premium limit', () => {
    expect(photoLimitState(3, PREMIUM_PHOTO_LIMIT)).toMatchObject({ remaining: 22, reached: false });
  });
});

describe('splitByRoom', () => {
  it('keeps the files that fit and names the rest', () => {
    expect(splitByRoom(['a', 'b', 'c'], 1)).toEqual({ fitting: ['a'], overLimit: ['b', 'c'] });
  });

  it('takes nothing at the limit', () => {
    expect(splitByRoom(['a'], 0)).toEqual({ fitting: [], overLimit: ['a'] });
  });
});

describe('mainPhotoId', () => {
  it('finds the main photo', () => {
    expect(mainPhotoId([photo(1), photo(2, true)])).toBe(2);
    expect(mainPhotoId([photo(1)])).toBeNull();
  });
});
