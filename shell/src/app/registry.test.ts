// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignRelease, Registry, RemoteEntry } from '@app/shared/contract';
import { campaignRemote, isRegistry, registeredRelease, registerRegistry, releaseFor, remoteForPath } from './registry';

const registerRemotes = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes }));

function remote(name: string): RemoteEntry {
  return {
    name,
    package: name.replace(/_/g, '-'),
    version: '1.0.0',
    manifest: `/remotes/${name}/1.0.0/mf-manifest.json`,
    routes: [],
    history: [],
  };
}

function registry(
  campaigns: Registry['campaigns'],
  names = ['mf_landers', 'mf_campaign_a', 'mf_campaign_b'],
): Registry {
  return { remotes: names.map(remote), campaigns, updatedAt: '2024-01-01T00:00:00.000Z' };
}

describe('campaignRemote', () => {
  it('renders with the owner when no campaign is set', () => {
    expect(campaignRemote(registry({}), 'summer', 'beach', 'mf_landers')).toBe('mf_landers');
    expect(campaignRemote(registry({}), 'summer', undefined, 'mf_landers')).toBe('mf_landers');
  });

  it('uses the campaign of the lander type', () => {
    const map = registry({ summer: 'mf_campaign_a' });
    expect(campaignRemote(map, 'summer', 'beach', 'mf_landers')).toBe('mf_campaign_a');
    expect(campaignRemote(map, 'summer', undefined, 'mf_landers')).toBe('mf_campaign_a');
  });

  it('prefers the campaign of the type and slug over the campaign of the type', () => {
    const map = registry({ summer: 'mf_campaign_a', 'summer/beach': 'mf_campaign_b' });
    expect(campaignRemote(map, 'summer', 'beach', 'mf_landers')).toBe('mf_campaign_b');
  });

  it('uses the type campaign for another slug of that type', () => {
    const map = registry({ summer: 'mf_campaign_a', 'summer/beach': 'mf_campaign_b' });
    expect(campaignRemote(map, 'summer', 'city', 'mf_landers')).toBe('mf_campaign_a');
  });

  it('does not apply a campaign of another type', () => {
    const map = registry({ winter: 'mf_campaign_a', 'winter/beach': 'mf_campaign_b' });
    expect(campaignRemote(map, 'summer', 'beach', 'mf_landers')).toBe('mf_landers');
  });

  it('falls back to the owner when the campaign names a remote missing from the registry', () => {
    const map = registry({ summer: 'mf_gone' });
    expect(campaignRemote(map, 'summer', 'beach', 'mf_landers')).toBe('mf_landers');
  });

  it('falls back to the type campaign when the slug campaign names a missing remote', () => {
    const map = registry({ summer: 'mf_campaign_a', 'summer/beach': 'mf_gone' });
    expect(campaignRemote(map, 'summer', 'beach', 'mf_landers')).toBe('mf_campaign_a');
  });
});

function xmas(version = '1.0.0-xmas'): CampaignRelease {
  return {
    remote: 'mf_landers',
    package: 'mf-landers',
    version,
    manifest: `/remotes/mf-landers/${version}/mf-manifest.json`,
    setAt: '2026-11-27T10:00:00.000Z',
  };
}

describe('campaign releases', () => {
  const origin = location.origin;

  it('gives a campaign lander its release, and every other address the live one', () => {
    const map = registry({ 'gallery/xmas': xmas() });
    expect(releaseFor(map, 'mf_landers', '/landers/gallery/xmas')).toEqual({
      name: 'mf_landers',
      version: '1.0.0-xmas',
      entry: `${origin}/remotes/mf-landers/1.0.0-xmas/remoteEntry.js`,
    });
    const live = { name: 'mf_landers', version: '1.0.0', entry: `${origin}/remotes/mf_landers/1.0.0/remoteEntry.js` };
    expect(releaseFor(map, 'mf_landers', '/landers/gallery')).toEqual(live);
    expect(releaseFor(map, 'mf_landers', '/landers/gallery/summer')).toEqual(live);
    expect(releaseFor(map, 'mf_landers', '/landers/video/xmas')).toEqual(live);
    expect(releaseFor(map, 'mf_landers', '/')).toEqual(live);
    expect(releaseFor(map, 'mf_gone', '/landers/gallery/xmas')).toBeNull();
  });

  it('applies a release of the type to every slug of it, a slug release first', () => {
    const map = registry({ gallery: xmas('1.0.0-type'), 'gallery/xmas': xmas() });
    expect(releaseFor(map, 'mf_landers', '/landers/gallery/xmas')?.version).toBe('1.0.0-xmas');
    expect(releaseFor(map, 'mf_landers', '/landers/gallery/summer')?.version).toBe('1.0.0-type');
    expect(releaseFor(map, 'mf_landers', '/landers/gallery')?.version).toBe('1.0.0-type');
  });

  it('renders a campaign release with its remote, and ignores one of a remote that is not live', () => {
    expect(campaignRemote(registry({ 'gallery/xmas': xmas() }), 'gallery', 'xmas', 'mf_landers')).toBe('mf_landers');
    const gone = registry({ 'gallery/xmas': { ...xmas(), remote: 'mf_gone' } });
    expect(campaignRemote(gone, 'gallery', 'xmas', 'mf_landers')).toBe('mf_landers');
    expect(releaseFor(gone, 'mf_landers', '/landers/gallery/xmas')?.version).toBe('1.0.0');
  });

  describe('registerRegistry', () => {
    beforeEach(() => registerRemotes.mockClear());

    it('registers the campaign release for its lander, the live one elsewhere', () => {
      const map = registry({ 'gallery/xmas': xmas() });
      registerRegistry(map, '/landers/gallery/xmas');
      expect(registerRemotes).toHaveBeenCalledWith(
        expect.arrayContaining([
          { name: 'mf_landers', entry: `${origin}/remotes/mf-landers/1.0.0-xmas/remoteEntry.js` },
          { name: 'mf_campaign_a', entry: `${origin}/remotes/mf_campaign_a/1.0.0/remoteEntry.js` },
        ]),
        { force: true },
      );
      expect(registeredRelease('mf_landers')?.version).toBe('1.0.0-xmas');
      registerRegistry(map, '/landers/gallery');
      expect(registeredRelease('mf_landers')?.version).toBe('1.0.0');
    });
  });

  it('accepts both forms of a campaign entry, and refuses a release without its manifest', () => {
    expect(isRegistry(registry({ video: 'mf_landers', 'gallery/xmas': xmas() }))).toBe(true);
    const { manifest: _manifest, ...broken } = xmas();
    expect(isRegistry(registry({ 'gallery/xmas': broken as CampaignRelease }))).toBe(false);
  });
});

describe('remoteForPath', () => {
  const registry = {
    remotes: [
      {
        name: 'mf_chat',
        package: 'mf-chat',
        version: '1',
        manifest: '/m',
        history: [],
        routes: [{ path: '/chats/:id', page: 'chats-id', layout: 'chat' as const }],
      },
      {
        name: 'mf_members',
        package: 'mf-members',
        version: '1',
        manifest: '/m',
        history: [],
        routes: [{ path: '/members/:id', page: 'members-id', layout: 'default' as const }],
      },
    ],
    campaigns: {},
    updatedAt: '',
  };

  it('finds the remote whose route table matches the path', () => {
    expect(remoteForPath(registry, '/chats/3')).toBe('mf_chat');
    expect(remoteForPath(registry, '/members/12')).toBe('mf_members');
  });

  it('gives null for a path no remote owns', () => {
    expect(remoteForPath(registry, '/pages/terms')).toBeNull();
  });

  it("gives a campaign's remote on its lander", () => {
    const lander = {
      name: 'mf_landers',
      package: 'mf-landers',
      version: '1',
      manifest: '/m',
      history: [],
      routes: [{ path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' as const }],
    };
    const withCampaign = {
      ...registry,
      remotes: [...registry.remotes, lander],
      campaigns: { 'gallery/xmas': { ...xmas(), remote: 'mf_chat' } },
    };
    expect(remoteForPath(withCampaign, '/landers/gallery/xmas')).toBe('mf_chat');
    expect(remoteForPath(withCampaign, '/landers/gallery/summer')).toBe('mf_landers');
  });
});
