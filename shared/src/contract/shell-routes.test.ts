import { describe, expect, it } from 'vitest';
import { routeGuard, routeRendering } from './shell-routes';

describe('routeGuard', () => {
  it("keeps the shell's own rules for a route that names no guard", () => {
    expect(routeGuard({ path: '/' })).toBe('visitors-only');
    expect(routeGuard({ path: '/:token' })).toBe('login-token');
    expect(routeGuard({ path: '/transactions/:id?' })).toBe('members-only');
    expect(routeGuard({ path: '/members/:id' })).toBeNull();
    expect(routeGuard({ path: '/members/:id', guard: 'members-only' })).toBe('members-only');
  });
});

describe('routeRendering', () => {
  it('names what of a route the shell does not know, else its layout and guard', () => {
    expect(routeRendering({ path: '/chats', layout: 'chat' })).toEqual({ layout: 'chat', guard: 'members-only' });
    expect(routeRendering({ path: '/x', layout: 'sidebar' })).toEqual({ unknown: 'layout "sidebar"' });
    expect(routeRendering({ path: '/x', layout: 'default', guard: 'adults-only' })).toEqual({
      unknown: 'guard "adults-only"',
    });
  });
});
