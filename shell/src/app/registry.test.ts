import { describe, expect, it } from 'vitest';
import type { Registry, RemoteEntry } from '@app/shared/contract';
import { campaignRemote, remoteForPath } from './registry';

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
  campaigns: Record<string, string>,
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
});
