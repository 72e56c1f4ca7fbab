import { describe, expect, it } from 'vitest';
import { photoUrl } from './photo-url';

describe('photoUrl', () => {
  it('joins the cdn prefix and the path with one slash', () => {
    expect(photoUrl('/media/', 'photos/1/a.webp')).toBe('/media/photos/1/a.webp');
    expect(photoUrl('https://cdn.example/m', '/photos/1/a.webp')).toBe('https://cdn.example/m/photos/1/a.webp');
  });

  it('uses the root while the settings are not loaded', () => {
    expect(photoUrl(undefined, 'photos/1/a.webp')).toBe('/photos/1/a.webp');
  });
});
