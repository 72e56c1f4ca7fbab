import { describe, expect, it } from 'vitest';
import { autoLikeDelayMs, withoutAutoLikeParam } from './auto-like-param';

describe('autoLikeDelayMs', () => {
  it('reads t in seconds', () => {
    expect(autoLikeDelayMs('?t=5')).toBe(5_000);
    expect(autoLikeDelayMs('?a=1&t=0.5')).toBe(500);
    expect(autoLikeDelayMs('?t=0')).toBe(0);
  });

  it('ignores a missing, empty, negative or non-numeric t', () => {
    for (const search of ['', '?a=1', '?t=', '?t=-3', '?t=soon', '?t=Infinity']) {
      expect(autoLikeDelayMs(search), search).toBeNull();
    }
  });
});

describe('withoutAutoLikeParam', () => {
  it('removes t and keeps the rest', () => {
    expect(withoutAutoLikeParam('?t=5')).toBe('');
    expect(withoutAutoLikeParam('?a=1&t=5&b=2')).toBe('?a=1&b=2');
    expect(withoutAutoLikeParam('?a=1')).toBe('?a=1');
  });
});
