// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { afterSignupPath, clearAfterSignup, setAfterSignup, takeAfterSignup } from './after-signup';

afterEach(() => sessionStorage.clear());

describe('after-signup path', () => {
  it('keeps a path of this site for the tab and leads there once', () => {
    setAfterSignup('/members/12/chat');
    expect(sessionStorage.getItem('afterSignup')).toBe('/members/12/chat');
    expect(afterSignupPath()).toBe('/members/12/chat');
    expect(takeAfterSignup()).toBe('/members/12/chat');
    expect(takeAfterSignup()).toBeNull();
    expect(sessionStorage.getItem('afterSignup')).toBeNull();
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil', 'members/12/chat', '/a b', ''])(
    'refuses %j, and forgets what was asked before',
    (value) => {
      setAfterSignup('/members/3/chat');
      setAfterSignup(value);
      expect(afterSignupPath()).toBeNull();
    },
  );

  it('ignores a tampered stored value', () => {
    sessionStorage.setItem('afterSignup', '//evil.example/chat');
    expect(takeAfterSignup()).toBeNull();
    expect(sessionStorage.getItem('afterSignup')).toBeNull();
  });

  it('is empty when nothing was asked, or after clearing', () => {
    expect(afterSignupPath()).toBeNull();
    setAfterSignup('/members/5/chat');
    clearAfterSignup();
    expect(afterSignupPath()).toBeNull();
  });
});
