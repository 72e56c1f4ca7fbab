import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry, RemoteEntry } from '../contract/registry';
import { readRegistry, registryPath, withRelease, withRollback, writeRegistry } from './registry-file';

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

const manifestOf = (version: string) => `/remotes/mf_chat/${version}/mf-manifest.json`;
const routesOf = (version: string): RemoteEntry['routes'] => [{ path: `/${version}`, page: 'Page', layout: 'default' }];

describe('withRelease', () => {
  it('adds a remote released for the first time, without history', () => {
    const next = withRelease(EMPTY, release('mf_chat', '1.0.0'));
    expect(next.remotes).toHaveLength(1);
    expect(entry(next, 'mf_chat')).toMatchObject({ version: '1.0.0', history: [] });
  });

  it('sets updatedAt to the time of the release', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T10:00:00.000Z'));
    try {
      expect(withRelease(EMPTY, release('mf_chat', '1.0.0')).updatedAt).toBe('2025-06-01T10:00:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('replaces the version and remembers the previous one', () => {
    const first = withRelease(EMPTY, release('mf_chat', '1.0.0'));
    const second = withRelease(first, release('mf_chat', '1.1.0'));
    expect(second.remotes).toHaveLength(1);
    expect(entry(second, 'mf_chat')).toMatchObject({
      version: '1.1.0',
      manifest: '/remotes/mf_chat/1.1.0/mf-manifest.json',
      history: ['1.0.0'],
    });
  });

  it('does not add to the history when the same version is released again', () => {
    let registry = withRelease(EMPTY, release('mf_chat', '1.0.0'));
    registry = withRelease(registry, release('mf_chat', '1.1.0'));
    registry = withRelease(registry, release('mf_chat', '1.1.0'));
    expect(entry(registry, 'mf_chat')).toMatchObject({ version: '1.1.0', history: ['1.0.0'] });
  });

  it('keeps the history to the last 20 versions', () => {
    let registry = EMPTY;
    for (let index = 0; index <= 25; index += 1) registry = withRelease(registry, release('mf_chat', `1.${index}.0`));
    const { version, history } = entry(registry, 'mf_chat');
    expect(version).toBe('1.25.0');
    expect(history).toHaveLength(20);
    expect(history[0]).toBe('1.5.0');
    expect(history.at(-1)).toBe('1.24.0');
  });

  it('leaves the other remotes and the campaigns alone', () => {
    let registry: Registry = { ...EMPTY, campaigns: { summer: 'mf_landers' } };
    registry = withRelease(registry, release('mf_landers', '2.0.0'));
    registry = withRelease(registry, release('mf_chat', '1.0.0'));
    registry = withRelease(registry, release('mf_chat', '1.1.0'));
    expect(entry(registry, 'mf_landers')).toMatchObject({ version: '2.0.0', history: [] });
    expect(registry.campaigns).toEqual({ summer: 'mf_landers' });
    expect(registry.remotes.map((remote) => remote.name).sort()).toEqual(['mf_chat', 'mf_landers']);
  });

  it('does not change the registry it is given', () => {
    const first = withRelease(EMPTY, release('mf_chat', '1.0.0'));
    withRelease(first, release('mf_chat', '1.1.0'));
    expect(entry(first, 'mf_chat')).toMatchObject({ version: '1.0.0', history: [] });
  });
});

describe('withRollback', () => {
  it('goes back to the last version in the history and drops it from the history', () => {
    let registry = withRelease(EMPTY, release('mf_chat', '1.0.0'));
    registry = withRelease(registry, release('mf_chat', '1.1.0'));
    registry = withRelease(registry, release('mf_chat', '1.2.0'));

    const rolledBack = withRollback(registry, 'mf_chat', routesOf, manifestOf);
    expect(entry(rolledBack, 'mf_chat')).toMatchObject({
      version: '1.1.0',
      manifest: '/remotes/mf_chat/1.1.0/mf-manifest.json',
      routes: [{ path: '/1.1.0', page: 'Page', layout: 'default' }],
      history: ['1.0.0'],
    });

    const twice = withRollback(rolledBack, 'mf_chat', routesOf, manifestOf);
    expect(entry(twice, 'mf_chat')).toMatchObject({ version: '1.0.0', history: [] });
  });

  it('throws when there is no earlier release', () => {
    const registry = withRelease(EMPTY, release('mf_chat', '1.0.0'));
    expect(() => withRollback(registry, 'mf_chat', routesOf, manifestOf)).toThrow();
  });

  it('throws for a remote that was never released', () => {
    const registry = withRelease(EMPTY, release('mf_chat', '1.0.0'));
    expect(() => withRollback(registry, 'mf_payments', routesOf, manifestOf)).toThrow();
  });

  it('leaves the other remotes alone', () => {
    let registry = withRelease(EMPTY, release('mf_landers', '2.0.0'));
    registry = withRelease(registry, release('mf_chat', '1.0.0'));
    registry = withRelease(registry, release('mf_chat', '1.1.0'));
    const rolledBack = withRollback(registry, 'mf_chat', routesOf, manifestOf);
    expect(entry(rolledBack, 'mf_landers')).toEqual(entry(registry, 'mf_landers'));
  });
});

describe('writeRegistry and readRegistry', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'registry-test-'));
  });

  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('reads back what was written', async () => {
    let registry: Registry = { ...EMPTY, campaigns: { 'summer/beach': 'mf_landers' } };
    registry = withRelease(registry, release('mf_chat', '1.0.0'));
    registry = withRelease(registry, release('mf_chat', '1.1.0'));
    await writeRegistry(dir, registry);
    expect(await readRegistry(dir)).toEqual(registry);
  });

  it('writes remotes.json in the site folder, creating the folder, and leaves no temp file', async () => {
    const site = path.join(dir, 'site', 'nested');
    const registry = withRelease(EMPTY, release('mf_chat', '1.0.0'));
    await writeRegistry(site, registry);
    expect(registryPath(site)).toBe(path.join(site, 'remotes.json'));
    expect(await fs.readdir(site)).toEqual(['remotes.json']);
    expect(JSON.parse(await fs.readFile(path.join(site, 'remotes.json'), 'utf8'))).toEqual(registry);
  });

  it('overwrites the previous registry', async () => {
    const first = withRelease(EMPTY, release('mf_chat', '1.0.0'));
    const second = withRelease(first, release('mf_chat', '1.1.0'));
    await writeRegistry(dir, first);
    await writeRegistry(dir, second);
    expect(await readRegistry(dir)).toEqual(second);
  });

  it('gives an empty registry when there is no file', async () => {
    const registry = await readRegistry(path.join(dir, 'missing'));
    expect(registry.remotes).toEqual([]);
    expect(registry.campaigns).toEqual({});
  });

  it('refuses to write an invalid registry', async () => {
    const invalid = { ...EMPTY, remotes: [{ ...release('Not A Name', '1.0.0'), history: [] }] };
    await expect(writeRegistry(dir, invalid)).rejects.toThrow();
    expect(await fs.readdir(dir)).not.toContain('remotes.json');
  });

  it('throws on a corrupt file rather than treating it as empty', async () => {
    await fs.writeFile(path.join(dir, 'remotes.json'), '{ nope');
    await expect(readRegistry(dir)).rejects.toThrow();
  });
});
