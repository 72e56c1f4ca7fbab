import { describe, expect, it } from 'vitest';
import { matchRoutes } from './match-routes';
import type { RouteObject } from './types';

const table = (...paths: string[]): RouteObject[] => [{ children: paths.map((path) => ({ path, id: path })) }];
const winner = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1);

describe('matchRoutes', () => {
  const routes = table('/:token', '/members', '/members/:id', '/transactions/:id?', '/landers/video/:slug?', '/', '*');

  it('ranks static segments before parameters, and parameters before the splat', () => {
    expect(winner(routes, '/members')?.route.id).toBe('/members');
    expect(winner(routes, '/abc123')?.route.id).toBe('/:token');
    expect(winner(routes, '/members/42')?.route.id).toBe('/members/:id');
    expect(winner(routes, '/')?.route.id).toBe('/');
    expect(winner(routes, '/this/does-not-exist')?.route.id).toBe('*');
  });

  it('gives the parameters, decoded, the same for every level of the match', () => {
    const matches = matchRoutes(routes, '/members/a%20b')!;
    expect(matches).toHaveLength(2);
    expect(matches[0]!.params).toEqual({ id: 'a b' });
    expect(matches[1]!.params).toBe(matches[0]!.params);
  });

  it('matches an optional parameter present or absent', () => {
    expect(winner(routes, '/transactions')?.params).toEqual({});
    expect(winner(routes, '/transactions/41')?.params).toEqual({ id: '41' });
    expect(winner(routes, '/landers/video/summer')?.params).toEqual({ slug: 'summer' });
    expect(winner(routes, '/transactions/41/more')?.route.id).toBe('*');
  });

  it('ignores case and a trailing slash, as react-router did', () => {
    expect(winner(routes, '/Members/')?.route.id).toBe('/members');
  });

  it('puts the rest of the address in the splat parameter', () => {
    expect(winner(routes, '/a/b/c')?.params).toEqual({ '*': 'a/b/c' });
  });

  it('joins relative child paths to their parent and gives null without a match', () => {
    const nested: RouteObject[] = [{ path: '/pages', children: [{ path: 'faq', id: 'faq' }] }];
    expect(winner(nested, '/pages/faq')?.route.id).toBe('faq');
    expect(matchRoutes(nested, '/elsewhere')).toBeNull();
  });

  it('prefers the first of two equal routes', () => {
    const twice: RouteObject[] = [
      { path: '/a', id: 'first' },
      { path: '/a', id: 'second' },
    ];
    expect(winner(twice, '/a')?.route.id).toBe('first');
  });
});
