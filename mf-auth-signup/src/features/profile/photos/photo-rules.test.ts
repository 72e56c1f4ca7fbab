import { describe, expect, it } from 'vitest';
import { FREE_PHOTO_LIMIT, PHOTO_UPLOAD, PREMIUM_PHOTO_LIMIT, type Photo } from '@app/shared/contract';
import { mainPhotoId, photoFileProblem, photoLimitState, photoUrl, splitByRoom } from './photo-rules';

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

describe('photoFileProblem', () => {
  it('accepts an image within the size limit', () => {
    expect(photoFileProblem({ size: 1_000_000, type: 'image/jpeg' })).toBeNull();
  });

  it('leaves a file without a declared type to the server (it checks the content)', () => {
    expect(photoFileProblem({ size: 1_000_000, type: '' })).toBeNull();
  });

  it('refuses a file above the upload limit', () => {
    expect(photoFileProblem({ size: PHOTO_UPLOAD.maxBytes + 1, type: 'image/png' })).toBe('errors.photo_too_large');
  });

  it('refuses a file that is not an image', () => {
    expect(photoFileProblem({ size: 10, type: 'application/pdf' })).toBe('errors.photo_invalid');
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

describe('mainPhotoId and photoUrl', () => {
  it('finds the main photo', () => {
    expect(mainPhotoId([photo(1), photo(2, true)])).toBe(2);
    expect(mainPhotoId([photo(1)])).toBeNull();
  });

  it('joins the cdn prefix and the path with one slash', () => {
    expect(photoUrl('/media/', 'photos/1/a.webp')).toBe('/media/photos/1/a.webp');
    expect(photoUrl('https://cdn.example/m', '/photos/1/a.webp')).toBe('https://cdn.example/m/photos/1/a.webp');
  });
});
