import { describe, expect, it } from 'vitest';
import { AFTER_LOGIN, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('goes to the members page without a target', () => {
    expect(safeReturnTo(null)).toBe(AFTER_LOGIN);
    expect(safeReturnTo('')).toBe('/members');
  });

  it('keeps a same-site path with its query', () => {
    expect(safeReturnTo('/members/12?t=5')).toBe('/members/12?t=5');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a b', 'chats'])(
    'refuses %s',
    (target) => {
      expect(safeReturnTo(target)).toBe(AFTER_LOGIN);
    },
  );
});
