import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '@app/shared/contract';
import type { RouteObject } from '@app/shared/router';
import { registeredRelease, registerRegistry } from './registry';
import { buildRoutes } from './router';

const { loadRemote, registerRemotes } = vi.hoisted(() => ({
  loadRemote: vi.fn(() => Promise.resolve({ namespace: 'landers', buildId: 'b', pages: {} })),
  registerRemotes: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes }));

const campaign = (version: string) => ({
  remote: 'mf_landers',
  package: 'mf-landers',
  version,
  manifest: `/remotes/mf-landers/${version}/mf-manifest.json`,
  setAt: '2026-11-27T10:00:00.000Z',
});

const REGISTRY: Registry = {
  remotes: [
    {
      name: 'mf_landers',
      package: 'mf-landers',
      version: '1.0.0-live',
      manifest: '/remotes/mf-landers/1.0.0-live/mf-manifest.json',
      routes: [
        { path: '/', page: 'home', layout: 'default' },
        { path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' },
      ],
      history: [],
    },
  ],
  campaigns: { 'gallery/xmas': campaign('1.0.0-xmas') },
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function loaderOf(path: string): (url: string, params?: Record<string, string>) => unknown {
  const route = buildRoutes(REGISTRY)[0]!.children!.find((child: RouteObject) => child.path === path)!;
  return (url, params = {}) => route.loader!({ params, request: new Request(`${location.origin}${url}`) });
}

describe('the routes of a remote with a campaign release', () => {
  const assign = vi.fn();

  afterEach(() => {
    assign.mockClear();
    vi.unstubAllGlobals();
  });

  it('load the campaign release for the first page, and as a new page once another release has loaded', async () => {
    vi.stubGlobal('location', Object.assign(new URL(location.href), { assign }));
    registerRegistry(REGISTRY, '/landers/gallery/xmas');
    const lander = loaderOf('/landers/gallery/:slug?');

    // The first page: the campaign's release, registered at start, loads in the page.
    await lander('/landers/gallery/xmas', { slug: 'xmas' });
    expect(assign).not.toHaveBeenCalled();
    expect(registeredRelease('mf_landers')?.version).toBe('1.0.0-xmas');

    // Another lander of the type and the home need the live release: a full page load.
    void lander('/landers/gallery/summer', { slug: 'summer' });
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/landers/gallery/summer`);
    void loaderOf('/')('/');
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/`);
    expect(registeredRelease('mf_landers')?.version).toBe('1.0.0-xmas');
  });
});
