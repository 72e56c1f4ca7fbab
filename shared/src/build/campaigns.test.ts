import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Registry, RemoteRoute } from '../contract/registry';
import { formatCampaigns } from './campaign-cli';
import { listCampaigns, setCampaign, unsetCampaign } from './campaigns';
import { readRegistry, registryPath, withRelease, writeRegistry } from './registry-file';

const LANDER_ROUTES: RemoteRoute[] = [
  { path: '/', page: 'home', layout: 'default' },
  { path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' },
  { path: '/landers/video/:slug?', page: 'lander', layout: 'lander' },
];

let site: string;

/** A published release folder, as `pnpm release --publish-only` leaves it. */
async function publish(version: string, routes = LANDER_ROUTES, files = ['mf-manifest.json', 'remoteEntry.js']) {
  const dir = path.join(site, 'remotes', 'mf-landers', version);
  await fs.mkdir(dir, { recursive: true });
  for (const file of files) await fs.writeFile(path.join(dir, file), '{}');
  await fs.writeFile(path.join(dir, 'route-meta.json'), JSON.stringify(routes));
}

async function registry(): Promise<Registry> {
  return readRegistry(site);
}

beforeEach(async () => {
  site = await fs.mkdtemp(path.join(os.tmpdir(), 'campaigns-test-'));
  await publish('1.0.0-live');
  const empty: Registry = { remotes: [], campaigns: {}, updatedAt: '2026-01-01T00:00:00.000Z' };
  await writeRegistry(
    site,
    withRelease(empty, {
      name: 'mf_landers',
      package: 'mf-landers',
      version: '1.0.0-live',
      manifest: '/remotes/mf-landers/1.0.0-live/mf-manifest.json',
      routes: LANDER_ROUTES,
    }),
  );
});

afterEach(async () => {
  await fs.rm(site, { recursive: true, force: true });
});

describe('setCampaign', () => {
  it('points one campaign at a published release, leaving the live release as it is', async () => {
    await publish('1.0.0-xmas');
    const done = await setCampaign(site, 'gallery/xmas', 'mf-landers@1.0.0-xmas');
    expect(done).toMatchObject({ campaign: 'gallery/xmas', pkg: 'mf-landers', version: '1.0.0-xmas' });
    const after = await registry();
    expect(after.campaigns['gallery/xmas']).toMatchObject({
      remote: 'mf_landers',
      package: 'mf-landers',
      version: '1.0.0-xmas',
      manifest: '/remotes/mf-landers/1.0.0-xmas/mf-manifest.json',
    });
    expect(after.remotes[0]).toMatchObject({ version: '1.0.0-live', history: [] });
    expect(await fs.readdir(site)).toEqual(['remotes', 'remotes.json']);
  });

  it('refuses a release that is not published, naming the published ones', async () => {
    await expect(setCampaign(site, 'gallery/xmas', 'mf-landers@1.0.0-nope')).rejects.toThrow(
      /mf-landers@1\.0\.0-nope is not published .*Newest published versions: 1\.0\.0-live\. .*--publish-only/,
    );
  });

  it('refuses a half-copied release folder', async () => {
    await publish('1.0.0-half', LANDER_ROUTES, ['mf-manifest.json']);
    await expect(setCampaign(site, 'gallery/xmas', 'mf-landers@1.0.0-half')).rejects.toThrow('is not published');
  });

  it('refuses a release that does not own the lander type', async () => {
    await publish('1.0.0-old', [{ path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' }]);
    await expect(setCampaign(site, 'video/xmas', 'mf-landers@1.0.0-old')).rejects.toThrow(
      'mf-landers@1.0.0-old does not own the video lander',
    );
  });

  it('refuses a remote that was never released on the site', async () => {
    await writeRegistry(site, { remotes: [], campaigns: {}, updatedAt: '2026-01-01T00:00:00.000Z' });
    await publish('1.0.0-xmas');
    await expect(setCampaign(site, 'gallery/xmas', 'mf-landers@1.0.0-xmas')).rejects.toThrow('never been released');
  });

  it('leaves the registry file untouched when it refuses', async () => {
    const before = await fs.readFile(registryPath(site), 'utf8');
    await expect(setCampaign(site, 'galery/xmas', 'mf-landers@1.0.0-live')).rejects.toThrow();
    await expect(setCampaign(site, 'gallery/xmas', 'mf-landers@9')).rejects.toThrow();
    expect(await fs.readFile(registryPath(site), 'utf8')).toBe(before);
  });
});

describe('unsetCampaign and listCampaigns', () => {
  it('points a campaign back, and says so when there was none', async () => {
    await publish('1.0.0-xmas');
    await setCampaign(site, 'gallery/xmas', 'mf-landers@1.0.0-xmas');
    const done = await unsetCampaign(site, 'gallery/xmas');
    expect(done.before).toMatchObject({ version: '1.0.0-xmas' });
    expect((await registry()).campaigns).toEqual({});
    expect((await unsetCampaign(site, 'gallery/xmas')).before).toBeUndefined();
  });

  it('removes an entry of the old map that is no lander campaign, and refuses an unknown one', async () => {
    await writeRegistry(site, { ...(await registry()), campaigns: { summer: 'mf_landers' } });
    expect((await unsetCampaign(site, 'summer')).before).toBe('mf_landers');
    expect((await registry()).campaigns).toEqual({});
    await expect(unsetCampaign(site, 'winter')).rejects.toThrow('"winter" is not a lander type');
  });

  it('lists each campaign with its release and when it was published, a plain remote name as the live release', async () => {
    await publish('1.0.0-xmas');
    await setCampaign(site, 'gallery/xmas', 'mf_landers@1.0.0-xmas');
    await writeRegistry(site, {
      ...(await registry()),
      campaigns: { ...(await registry()).campaigns, video: 'mf_landers' },
    });
    const rows = await listCampaigns(site);
    expect(rows).toMatchObject([
      { campaign: 'gallery/xmas', remote: 'mf-landers', version: '1.0.0-xmas', followsCurrent: false },
      { campaign: 'video', remote: 'mf-landers', version: '1.0.0-live', followsCurrent: true, setAt: null },
    ]);
    expect(rows[0]!.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const table = formatCampaigns(rows).split('\n');
    expect(table[0]).toMatch(/^campaign\s+remote\s+version\s+published\s+set$/);
    expect(table[1]).toMatch(/^gallery\/xmas\s+mf-landers\s+1\.0\.0-xmas\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(table[2]).toContain('1.0.0-live (live release)');
  });

  it('says when there are no campaigns', async () => {
    expect(formatCampaigns(await listCampaigns(site))).toMatch(/^no campaigns/);
  });
});
