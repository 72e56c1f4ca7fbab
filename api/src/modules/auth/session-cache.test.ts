import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

function cacheAt(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const clock = { now: 1_000 };
  const cache = new SessionCache<string>({
    maxEntries: options.maxEntries ?? 10,
    ttlMs: options.ttlMs ?? 30_000,
    now: () => clock.now,
  });
  const store = (tokenHash: string, userId: number, value: string) =>
    cache.finish(cache.begin(), tokenHash, userId, value);
  return { cache, clock, store };
}

describe('the session cache', () => {
  it('answers a stored session until its time is up', () => {
    const { cache, clock, store } = cacheAt({ ttlMs: 30_000 });
    expect(cache.get('a')).toBeUndefined();
    expect(store('a', 1, 'anna')).toBe(true);
    clock.now += 29_999;
    expect(cache.get('a')).toBe('anna');
    clock.now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries sessions, the least recently used going first', () => {
    const { cache, store } = cacheAt({ maxEntries: 2 });
    store('a', 1, 'anna');
    store('b', 2, 'bert');
    expect(cache.get('a')).toBe('anna');
    store('c', 3, 'carl');
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('anna');
    expect(cache.get('c')).toBe('carl');
  });

  it("drops every session of an invalidated member and nobody else's", () => {
    const { cache, store } = cacheAt();
    store('a1', 1, 'anna phone');
    store('a2', 1, 'anna laptop');
    store('b', 2, 'bert');
    cache.invalidate({ userIds: [1] });
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b')).toBe('bert');
    cache.invalidate({ all: true });
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not store a load that was under way when its member was invalidated', () => {
    const { cache } = cacheAt();
    const before = cache.begin();
    const other = cache.begin();
    cache.invalidate({ userIds: [1] });
    const after = cache.begin();
    // `before` may have read the row before the change committed: never kept.
    expect(cache.finish(before, 'a', 1, 'anna with old credits')).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    // Another member's load of the same moment is kept; a load that began after the invalidation too.
    expect(cache.finish(other, 'b', 2, 'bert')).toBe(true);
    expect(cache.finish(after, 'a', 1, 'anna with new credits')).toBe(true);
    expect(cache.get('a')).toBe('anna with new credits');
  });

  it('does not store a load that was under way when everything was invalidated', () => {
    const { cache } = cacheAt();
    const before = cache.begin();
    cache.invalidate({ all: true });
    expect(cache.finish(before, 'a', 1, 'anna')).toBe(false);
    const after = cache.begin();
    expect(cache.finish(after, 'a', 1, 'anna')).toBe(true);
  });

  it('keeps an invalidation only while a load that began before it is under way', () => {
    const { cache } = cacheAt();
    const first = cache.begin();
    cache.invalidate({ userIds: [1] });
    cache.abandon(first);
    // Nothing under way any more: a new load of the member is kept.
    const second = cache.begin();
    expect(cache.finish(second, 'a', 1, 'anna')).toBe(true);
    // abandon after finish changes nothing.
    cache.abandon(second);
    expect(cache.get('a')).toBe('anna');
  });

  it('updates a cached session in place and ignores one it does not hold', () => {
    const { cache, store } = cacheAt();
    store('a', 1, 'anna');
    cache.update('a', (value) => `${value} seen`);
    cache.update('missing', () => 'never');
    expect(cache.get('a')).toBe('anna seen');
    expect(cache.get('missing')).toBeUndefined();
  });
});
