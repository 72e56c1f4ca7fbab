import { describe, expect, it } from 'vitest';
import { appBadgeCount, titleWithCount } from './title-rules';

describe('titleWithCount', () => {
  it('prefixes the title with the count when there is something new', () => {
    expect(titleWithCount('Dating', 1)).toBe('(1) Dating');
    expect(titleWithCount('Dating', 42)).toBe('(42) Dating');
  });

  it('leaves the title alone at zero', () => {
    expect(titleWithCount('Dating', 0)).toBe('Dating');
  });

  it('leaves the title alone for a negative count', () => {
    expect(titleWithCount('Dating', -3)).toBe('Dating');
  });
});

describe('appBadgeCount', () => {
  it('adds unread messages and new likes', () => {
    expect(appBadgeCount(3, 2)).toBe(5);
    expect(appBadgeCount(0, 4)).toBe(4);
    expect(appBadgeCount(7, 0)).toBe(7);
  });

  it('is zero when there is nothing new', () => {
    expect(appBadgeCount(0, 0)).toBe(0);
  });

  it('matches the tab title count', () => {
    expect(titleWithCount('Dating', appBadgeCount(2, 1))).toBe('(3) Dating');
  });
});
