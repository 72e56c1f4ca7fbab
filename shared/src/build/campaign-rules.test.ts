import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '../contract/registry';
import { assertOwnsLander, parseCampaignKey, parseReleaseSpec } from './campaign-rules';

describe('parseCampaignKey', () => {
  it('reads a lander type with a slug, and the route a release must own', () => {
    expect(parseCampaignKey('gallery/xmas-2026')).toEqual({
      key: 'gallery/xmas-2026',
      type: 'gallery',
      slug: 'xmas-2026',
      route: '/landers/gallery/:slug?',
    });
  });

  it('reads a bare lander type (every slug of it) and an address pasted from the browser', () => {
    expect(parseCampaignKey('video')).toMatchObject({ key: 'video', slug: null, route: '/landers/video/:slug?' });
    expect(parseCampaignKey('/landers/video/summer').key).toBe('video/summer');
  });

  it('reads tinderswipe, which has no slugs, and refuses a slug for it', () => {
    expect(parseCampaignKey('tinderswipe')).toMatchObject({ key: 'tinderswipe', route: '/landers/tinderswipe' });
    expect(() => parseCampaignKey('tinderswipe/xmas')).toThrow('tinderswipe has no campaign slugs');
  });

  it('refuses what is not a campaign, saying what would be', () => {
    expect(() => parseCampaignKey(undefined)).toThrow('name a campaign');
    expect(() => parseCampaignKey('home')).toThrow('not a campaign lander');
    expect(() => parseCampaignKey('galery/xmas')).toThrow('"galery" is not a lander type; the types are: alonetonight');
    expect(() => parseCampaignKey('gallery/Xmas!')).toThrow('"Xmas!" is not a campaign slug');
    expect(() => parseCampaignKey('gallery/')).toThrow('is not a campaign');
    expect(() => parseCampaignKey('gallery/a/b')).toThrow('is not a campaign');
  });
});

describe('parseReleaseSpec', () => {
  it('reads a remote by its package or container name, and the version', () => {
    expect(parseReleaseSpec('mf-landers@1.0.0-3f2a9c1b7e')).toEqual({ pkg: 'mf-landers', version: '1.0.0-3f2a9c1b7e' });
    expect(parseReleaseSpec('mf_landers@1.0.0-3f2a9c1b7e').pkg).toBe('mf-landers');
  });

  it('refuses a release without a version, an unknown remote and a version that is no folder name', () => {
    expect(() => parseReleaseSpec('mf-landers')).toThrow('pnpm release mf-landers --publish-only');
    expect(() => parseReleaseSpec('mf-landers@')).toThrow('<remote>@<version>');
    expect(() => parseReleaseSpec('mf-xmas@1.0.0')).toThrow('"mf-xmas" is not a remote; the remotes are:');
    expect(() => parseReleaseSpec('mf-landers@../../etc')).toThrow('is not a release version');
  });
});

describe('assertOwnsLander', () => {
  const routes: RemoteRoute[] = [
    { path: '/', page: 'home', layout: 'default' },
    { path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' },
    { path: '/landers/tinderswipe', page: 'tinderswipe', layout: 'lander' },
  ];

  it('accepts a release whose route table has the lander route', () => {
    expect(() => assertOwnsLander(routes, parseCampaignKey('gallery/xmas'), 'mf-landers@2')).not.toThrow();
    expect(() => assertOwnsLander(routes, parseCampaignKey('tinderswipe'), 'mf-landers@2')).not.toThrow();
  });

  it('refuses a release without it, naming the landers it has', () => {
    expect(() => assertOwnsLander(routes, parseCampaignKey('video/xmas'), 'mf-landers@2')).toThrow(
      'mf-landers@2 does not own the video lander (/landers/video/:slug?), so it cannot show this campaign; ' +
        'its landers are: /landers/gallery/:slug?, /landers/tinderswipe',
    );
    expect(() => assertOwnsLander([], parseCampaignKey('video'), 'mf-chat@1')).toThrow('it has no landers');
  });
});
