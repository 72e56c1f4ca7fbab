import { describe, expect, it } from 'vitest';
import { isDesignType, landerAddress, landerFromPath } from './lander-path';

describe('landerFromPath', () => {
  it.each([
    ['/landers/gallery', { type: 'gallery', slug: null }],
    ['/landers/gallery/', { type: 'gallery', slug: null }],
    ['/landers/gallery/summer-campaign', { type: 'gallery', slug: 'summer-campaign' }],
    ['/landers/maplanding/x%20mas', { type: 'maplanding', slug: 'x mas' }],
    ['/landers/video/%E0%A4%A', { type: 'video', slug: '%E0%A4%A' }],
    ['/landers/tinderswipe', { type: 'tinderswipe', slug: null }],
  ])('%s → %j', (path, expected) => {
    expect(landerFromPath(path)).toEqual(expected);
  });

  it.each(['/', '/landers/unknown-type', '/landers/home', '/members/12/landing', '/landers'])(
    '%s names no lander',
    (path) => {
      expect(landerFromPath(path)).toBeNull();
    },
  );
});

describe('landerAddress', () => {
  it('is the address the server answers in the page', () => {
    expect(landerAddress('gallery', null)).toBe('/api/lander.php?type=gallery');
    expect(landerAddress('home', null)).toBe('/api/lander.php?type=home');
    expect(landerAddress('gallery', 'summer-campaign')).toBe('/api/lander.php?type=gallery&slug=summer-campaign');
    expect(landerAddress('video', 'a&b=c')).toBe('/api/lander.php?type=video&slug=a%26b%3Dc');
  });
});

describe('isDesignType', () => {
  it('knows the types with a design', () => {
    expect(isDesignType('gallery')).toBe(true);
    expect(isDesignType('tinderswipe')).toBe(true);
    expect(isDesignType('home')).toBe(false);
    expect(isDesignType('nope')).toBe(false);
  });
});
