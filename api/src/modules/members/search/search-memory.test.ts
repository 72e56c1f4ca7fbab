import { describe, expect, it } from 'vitest';
import { COUNT_FRESH_MS, KEPT_COUNT_MIN, SearchMemory } from './search-memory';

describe('SearchMemory', () => {
  it('keeps a big count for every searcher, and counts it again in the background once it is old', async () => {
    let now = 0;
    const memory = new SearchMemory(() => now);
    let counted = 0;
    let value = KEPT_COUNT_MIN + 5;
    const counter = async () => {
      counted += 1;
      return value;
    };
    expect(await memory.count('women', counter)).toBe(KEPT_COUNT_MIN + 5);
    value += 1;
    expect(await memory.count('women', counter)).toBe(KEPT_COUNT_MIN + 5);
    expect(counted).toBe(1);
    now += COUNT_FRESH_MS;
    // Old: served as kept while it is counted again, then the new count.
    expect(await memory.count('women', counter)).toBe(KEPT_COUNT_MIN + 5);
    await Promise.resolve();
    expect(await memory.count('women', counter)).toBe(KEPT_COUNT_MIN + 6);
    expect(counted).toBe(2);
  });

  it('counts a small search every time, and a search counted at once only once', async () => {
    const memory = new SearchMemory(() => 0);
    let counted = 0;
    const small = async () => {
      counted += 1;
      return KEPT_COUNT_MIN - 1;
    };
    await memory.count('few', small);
    await memory.count('few', small);
    expect(counted).toBe(2);
    let big = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++big * KEPT_COUNT_MIN), 5));
    expect(await Promise.all([memory.count('many', slow), memory.count('many', slow)])).toEqual([
      KEPT_COUNT_MIN,
      KEPT_COUNT_MIN,
    ]);
  });

  it('starts a page after the last key of the nearest earlier page it has seen', () => {
    const memory = new SearchMemory(() => 0);
    expect(memory.pageStart('s', 3, 24)).toEqual({ after: null, skip: 48 });
    const key = { seen: '2024-01-01 10:00:00.123456+00', userId: 7 };
    memory.rememberPage('s', 1, key);
    expect(memory.pageStart('s', 2, 24)).toEqual({ after: key, skip: 0 });
    expect(memory.pageStart('s', 4, 24)).toEqual({ after: key, skip: 48 });
    expect(memory.pageStart('s', 1, 24)).toEqual({ after: null, skip: 0 });
    expect(memory.pageStart('other', 2, 24)).toEqual({ after: null, skip: 24 });
  });
});
