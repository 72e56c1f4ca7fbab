import { describe, expect, it } from 'vitest';
import type { Registry } from '@app/shared/contract';
import { siteRouteOf } from './site-route';

const REGISTRY: Registry = {
  remotes: [
    {
      name: 'mf_auth_signup',
      package: 'mf-auth-signup',
      version: '1.0.0',
      manifest: '/remotes/mf-auth-signup/1.0.0/mf-manifest.json',
      routes: [
        { path: '/login', page: 'login', layout: 'default' },
        { path: '/:token', page: 'token', layout: 'empty' },
      ],
      history: [],
    },
  ],
  campaigns: {},
  updatedAt: '2026-11-25T00:00:00.000Z',
};

const ownerOf = (pathname: string) => {
  const site = siteRouteOf(REGISTRY, pathname);
  return site.owner === 'remote' ? site.route.page : site.owner;
};

describe('siteRouteOf', () => {
  it("ranks the shell's own routes with the registry's, as the shell's router does", () => {
    expect(ownerOf('/login')).toBe('login');
    // One segment is a login token only where neither a remote nor the shell has a static route.
    expect(ownerOf('/complaints')).toBe('shell');
    expect(ownerOf('/Lang-Config/')).toBe('shell');
    expect(ownerOf('/abc')).toBe('token');
    expect(ownerOf('/pages/terms')).toBe('shell');
    expect(ownerOf('/pages/nope')).toBe('nobody');
    expect(ownerOf('/login/more')).toBe('nobody');
  });
});
