import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CampaignRelease, Registry, RemoteEntry } from '../contract/registry';
import {
  readRegistry,
  updateRegistry,
  versionsInUse,
  withCampaign,
  withoutCampaign,
  withRelease,
  withRollback,
  writeRegistry,
} from './registry-file';

// The campaign map in the registry file (ADR 0023); releases and rollbacks: registry-file.test.ts.
const EMPTY: Registry = { remotes: [], campaigns: {}, updatedAt: '2024-01-01T00:00:00.000Z' };

function release(name: string, version: string): Omit<RemoteEntry, 'history'> {
  return {
    name,
    package: name.replace(/_/g, '-'),
    version,
    manifest: `/remotes/${name}/${version}/mf-manifest.json`,
    routes: [{ path: `/${version}`, page: 'Page', layout: 'default' }],
  };
}

function entry(registry: Registry, name: string): RemoteEntry {
  const found = registry.remotes.find((remote) => remote.name === name);
  if (!found) throw new Error(`${name} missing`);
  return found;
}

function campaign(version: string): CampaignRelease {
  return {
    remote: 'mf_landers',
    package: 'mf-landers',
    version,
    manifest: `/remotes/mf-landers/${version}/mf-manifest.json`,
    setAt: '2026-11-27T10:00:00.000Z',
  };
}

const manifestOf = (version: string) => `/remotes/mf_landers/${version}/mf-manifest.json`;
const routesOf = (version: string): RemoteEntry['routes'] => [{ path: `/${version}`, page: 'Page', layout: 'default' }];

describe('campaign entries', () => {
  it('points a campaign at a release and back, leaving the other campaigns alone', () => {
    let registry = withRelease(EMPTY, release('mf_landers', '2.0.0'));
    registry = withCampaign(registry, 'gallery/xmas', campaign('2.1.0'));
    registry = withCampaign(registry, 'video', campaign('2.2.0'));
    expect(registry.campaigns).toEqual({ 'gallery/xmas': campaign('2.1.0'), video: campaign('2.2.0') });
    registry = withoutCampaign(registry, 'gallery/xmas');
    expect(registry.campaigns).toEqual({ video: campaign('2.2.0') });
    expect(entry(registry, 'mf_landers')).toMatchObject({ version: '2.0.0', history: [] });
  });

  it('keeps every campaign through releases and rollbacks of its remote', () => {
    let registry = withRelease(EMPTY, release('mf_landers', '2.0.0'));
    registry = withCampaign(registry, 'gallery/xmas', campaign('2.1.0'));
    registry = { ...registry, campaigns: { ...registry.campaigns, video: 'mf_landers' } };
    registry = withRelease(registry, release('mf_landers', '2.2.0'));
    registry = withRollback(registry, 'mf_landers', routesOf, manifestOf);
    expect(entry(registry, 'mf_landers').version).toBe('2.0.0');
    expect(registry.campaigns).toEqual({ 'gallery/xmas': campaign('2.1.0'), video: 'mf_landers' });
  });

  it('keeps the versions campaigns use among those in use, beside the live one and its history', () => {
    let registry = withRelease(EMPTY, release('mf_landers', '2.0.0'));
    registry = { ...registry, remotes: registry.remotes.map((remote) => ({ ...remote, package: 'mf-landers' })) };
    registry = withRelease(registry, { ...release('mf_landers', '2.1.0'), package: 'mf-landers' });
    registry = withCampaign(registry, 'gallery/xmas', campaign('1.9.0'));
    registry = withCampaign(registry, 'video', { ...campaign('9.9.9'), remote: 'mf_chat', package: 'mf-chat' });
    expect([...versionsInUse(registry, 'mf-landers')].sort()).toEqual(['1.9.0', '2.0.0', '2.1.0']);
  });
});

describe('the campaign map in the file', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'registry-campaigns-test-'));
  });

  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('reads a plain remote name of the campaign map (ADR 0001) beside a campaign release', async () => {
    const registry: Registry = { ...EMPTY, campaigns: { video: 'mf_landers', 'gallery/xmas': campaign('2.1.0') } };
    await writeRegistry(dir, registry);
    expect((await readRegistry(dir)).campaigns).toEqual(registry.campaigns);
  });

  it('refuses a campaign release without a version', async () => {
    const { version: _version, ...noVersion } = campaign('2.1.0');
    const invalid = { ...EMPTY, campaigns: { 'gallery/xmas': noVersion } } as unknown as Registry;
    await expect(writeRegistry(dir, invalid)).rejects.toThrow();
  });

  it('changes the registry in turns: no change is lost, and the lock is released', async () => {
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((slug) =>
        updateRegistry(dir, (registry) => withCampaign(registry, `gallery/${slug}`, campaign(slug))),
      ),
    );
    expect(Object.keys((await readRegistry(dir)).campaigns).sort()).toEqual([
      'gallery/a',
      'gallery/b',
      'gallery/c',
      'gallery/d',
    ]);
    expect(await fs.readdir(dir)).toEqual(['remotes.json']);
  });

  it('writes nothing and releases the lock when the change throws', async () => {
    await expect(
      updateRegistry(dir, () => {
        throw new Error('no such release');
      }),
    ).rejects.toThrow('no such release');
    expect(await fs.readdir(dir)).toEqual([]);
  });
});
