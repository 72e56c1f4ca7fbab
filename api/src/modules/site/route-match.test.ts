import { describe, expect, it } from 'vitest';
import { bestRouteMatch, routeMatchScore } from './route-match';

const matches = (pattern: string, pathname: string) => routeMatchScore(pattern, pathname) !== null;

describe('routeMatchScore', () => {
  it('matches static segments and parameters, and nothing longer or shorter', () => {
    expect(matches('/login', '/login')).toBe(true);
    expect(matches('/members/:id', '/members/42')).toBe(true);
    expect(matches('/members/:id', '/members')).toBe(false);
    expect(matches('/members/:id', '/members/42/chat')).toBe(false);
    expect(matches('/members', '/members/42')).toBe(false);
    expect(matches('/', '/')).toBe(true);
  });

  it('takes an optional parameter with or without its value, and a splat for the rest', () => {
    expect(matches('/landers/:type/:slug?', '/landers/video')).toBe(true);
    expect(matches('/landers/:type/:slug?', '/landers/video/summer')).toBe(true);
    expect(matches('/pages/*', '/pages/terms/more')).toBe(true);
  });
});

describe('bestRouteMatch', () => {
  it('prefers a static route to a parameter, as the router does (/members is not a login token)', () => {
    const routes = [
      { path: '/:token', owner: 'auth' },
      { path: '/members', owner: 'members' },
      { path: '/members/:id', owner: 'members' },
    ];
    expect(bestRouteMatch(routes, '/members')?.owner).toBe('members');
    expect(bestRouteMatch(routes, '/abc123')?.owner).toBe('auth');
    expect(bestRouteMatch(routes, '/members/42')?.path).toBe('/members/:id');
    expect(bestRouteMatch(routes, '/members/42/x')).toBeNull();
  });
});
