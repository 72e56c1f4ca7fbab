import { describe, expect, it } from 'vitest';
import { matchRoutePath } from './route-match';

describe('matchRoutePath', () => {
  it('matches static segments and parameters, and nothing longer or shorter', () => {
    expect(matchRoutePath('/login', '/login')).toBe(true);
    expect(matchRoutePath('/members/:id', '/members/42')).toBe(true);
    expect(matchRoutePath('/members/:id', '/members')).toBe(false);
    expect(matchRoutePath('/members/:id', '/members/42/chat')).toBe(false);
    expect(matchRoutePath('/members', '/members/42')).toBe(false);
    expect(matchRoutePath('/', '/')).toBe(true);
  });

  it('takes an optional parameter with or without its value, and a splat for the rest', () => {
    expect(matchRoutePath('/landers/:type/:slug?', '/landers/video')).toBe(true);
    expect(matchRoutePath('/landers/:type/:slug?', '/landers/video/summer')).toBe(true);
    expect(matchRoutePath('/pages/*', '/pages/terms/more')).toBe(true);
  });
});
