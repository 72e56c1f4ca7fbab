// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '@app/shared/contract';
import { registeredRelease, registerRegistry, releaseFor } from './registry';
import { loadRemoteRoutes, selectRelease } from './remote-modules';

const { loadRemote, registerRemotes } = vi.hoisted(() => ({
  loadRemote: vi.fn(() => Promise.resolve({ namespace: 'landers', buildId: 'b', pages: {} })),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes }));

const REGISTRY: Registry = {
  remotes: [
    {
      name: 'mf_landers',
      package: 'mf-landers',
      version: '1.0.0-live',
      manifest: '/remotes/mf-landers/1.0.0-live/mf-manifest.json',
      routes: [{ path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' }],
      history: [],
    },
  ],
  campaigns: {
    'gallery/xmas': {
      remote: 'mf_landers',
      package: 'mf-landers',
      version: '1.0.0-xmas',
      manifest: '/remotes/mf-landers/1.0.0-xmas/mf-manifest.json',
      setAt: '2026-11-27T10:00:00.000Z',
    },
  },
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const release = (pathname: string) => releaseFor(REGISTRY, 'mf_landers', pathname)!;

describe('selectRelease', () => {
  beforeEach(() => {
    registerRemotes.mockClear();
    registerRegistry(REGISTRY, '/landers/gallery');
  });

  it('switches to another release of a container while none of it has loaded in the page', () => {
    expect(selectRelease(release('/landers/gallery/xmas'))).toBe(true);
    expect(registeredRelease('mf_landers')?.version).toBe('1.0.0-xmas');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_landers', entry: `${location.origin}/remotes/mf-landers/1.0.0-xmas/remoteEntry.js` }],
      { force: true },
    );
    expect(selectRelease(release('/landers/gallery'))).toBe(true);
    expect(registeredRelease('mf_landers')?.version).toBe('1.0.0-live');
  });

  it('refuses another release once one is loading or loaded, and keeps the one the page has', async () => {
    await loadRemoteRoutes('mf_landers');
    registerRemotes.mockClear();
    expect(selectRelease(release('/landers/gallery/summer'))).toBe(true);
    expect(selectRelease(release('/landers/gallery/xmas'))).toBe(false);
    expect(registeredRelease('mf_landers')?.version).toBe('1.0.0-live');
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});
