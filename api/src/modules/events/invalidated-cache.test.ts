import { describe, expect, it } from 'vitest';
import { InvalidatedCache } from './invalidated-cache';

/** Entries that show several members (search answers, ADR 0040); one member's entries: session-cache.test.ts. */
describe('InvalidatedCache of entries showing several members', () => {
  const limits = { maxEntries: 2, ttlMs: 5_000 };

  it('drops every entry that shows an invalidated member, and only those', () => {
    const cache = new InvalidatedCache<string>(limits);
    cache.finish(cache.begin(), 'women', [1, 2, 3], 'anna, berta, carla');
    cache.finish(cache.begin(), 'men', [4], 'dirk');
    cache.invalidate({ userIds: [2] });
    expect(cache.get('women')).toBeUndefined();
    expect(cache.get('men')).toBe('dirk');
    // The members of a dropped entry no longer lead to it: a new entry under the key stays.
    cache.finish(cache.begin(), 'women', [3], 'carla');
    cache.invalidate({ userIds: [1] });
    expect(cache.get('women')).toBe('carla');
  });

  it('keeps no answer read while one of its members changed, and forgets the least recently used', () => {
    let now = 0;
    const cache = new InvalidatedCache<string>({ ...limits, now: () => now });
    const load = cache.begin();
    cache.invalidate({ userIds: [3] });
    expect(cache.finish(load, 'women', [1, 2, 3], 'old carla')).toBe(false);
    cache.finish(cache.begin(), 'a', [1], 'a');
    cache.finish(cache.begin(), 'b', [1], 'b');
    cache.get('a');
    cache.finish(cache.begin(), 'c', [2], 'c');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['a', undefined, 'c']);
    now += limits.ttlMs;
    expect(cache.get('a')).toBeUndefined();
  });
});
