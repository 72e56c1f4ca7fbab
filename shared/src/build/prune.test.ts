import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Registry } from '../contract/registry';
import { PRUNE_GRACE_MS, pruneRemote } from './prune';
import { withCampaign, withRelease, writeRegistry } from './registry-file';

let site: string;
const later = Date.now() + PRUNE_GRACE_MS + 60_000;

async function publish(version: string): Promise<void> {
  const dir = path.join(site, 'remotes', 'mf-landers', version);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, 'route-meta.json'), '[]');
}

const release = (version: string) => ({
  name: 'mf_landers',
  package: 'mf-landers',
  version,
  manifest: `/remotes/mf-landers/${version}/mf-manifest.json`,
  routes: [],
});

beforeEach(async () => {
  site = await fs.mkdtemp(path.join(os.tmpdir(), 'prune-test-'));
  for (const version of ['1', '2', '3', 'xmas', 'old']) await publish(version);
  await fs.mkdir(path.join(site, 'remotes', 'mf-landers', '4.123.tmp'));
  let registry: Registry = { remotes: [], campaigns: {}, updatedAt: '2026-01-01T00:00:00.000Z' };
  registry = withRelease(registry, release('1'));
  registry = withRelease(registry, release('2'));
  registry = withRelease(registry, release('3'));
  registry = withCampaign(registry, 'gallery/xmas', {
    remote: 'mf_landers',
    package: 'mf-landers',
    version: 'xmas',
    manifest: '/remotes/mf-landers/xmas/mf-manifest.json',
    setAt: '2026-11-27T10:00:00.000Z',
  });
  await writeRegistry(site, registry);
});

afterEach(async () => {
  await fs.rm(site, { recursive: true, force: true });
});

describe('pruneRemote', () => {
  it("keeps the live release, the rollback history and every campaign's release, and removes the rest", async () => {
    expect(await pruneRemote(site, 'mf-landers', { now: later })).toEqual({
      removed: ['old'],
      kept: ['1', '2', '3', 'xmas'],
    });
    expect((await fs.readdir(path.join(site, 'remotes', 'mf-landers'))).sort()).toEqual([
      '1',
      '2',
      '3',
      '4.123.tmp',
      'xmas',
    ]);
  });

  it('keeps a release published within the last day: it may be waiting for its campaign', async () => {
    expect((await pruneRemote(site, 'mf-landers')).removed).toEqual([]);
  });

  it('only says what it would remove on a dry run', async () => {
    expect((await pruneRemote(site, 'mf-landers', { now: later, dryRun: true })).removed).toEqual(['old']);
    expect(await fs.readdir(path.join(site, 'remotes', 'mf-landers'))).toContain('old');
  });
});
