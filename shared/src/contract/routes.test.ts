import { describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_PATTERN, routeName, visitorRedirect } from './routes';

describe('routeName', () => {
  it.each([
    ['/', 'index'],
    ['/members', 'members'],
    ['/members/:id', 'members-id'],
    ['/credits/:id/:paymentmethod?', 'credits-id-paymentmethod'],
    ['/likes/m/:id', 'likes-m-id'],
    ['/likes/:type', 'likes-type'],
    ['/reset-password/do', 'reset-password-do'],
    ['/complete-signup', 'complete-signup'],
  ])('%s is %s', (pattern, name) => {
    expect(routeName(pattern)).toBe(name);
  });

  it('ignores a trailing slash', () => {
    expect(routeName('/members/')).toBe('members');
  });
});

describe('LOGIN_TOKEN_PATTERN', () => {
  it('accepts a 32-character base64url token', () => {
    expect(LOGIN_TOKEN_PATTERN.test('aB3_dE6-gH9iJ2kL5mN8oP1qR4sT7uV0')).toBe(true);
    expect('aB3_dE6-gH9iJ2kL5mN8oP1qR4sT7uV0').toHaveLength(32);
  });

  it('rejects page names and short paths', () => {
    expect(LOGIN_TOKEN_PATTERN.test('members')).toBe(false);
    expect(LOGIN_TOKEN_PATTERN.test('abc')).toBe(false);
    expect(LOGIN_TOKEN_PATTERN.test('reset-password')).toBe(false);
  });

  it('rejects characters outside base64url', () => {
    expect(LOGIN_TOKEN_PATTERN.test('aB3+dE6/gH9iJ2kL5mN8oP1qR4sT7uV0')).toBe(false);
    expect(LOGIN_TOKEN_PATTERN.test('aB3_dE6-gH9iJ2kL5mN8oP1qR4sT7uV0/x')).toBe(false);
  });
});

describe('visitorRedirect', () => {
  it('sends a visitor from the page that completes a sign-up to the sign-up, whatever the case or final slash', () => {
    expect(visitorRedirect('/complete-signup')).toBe('/signup');
    expect(visitorRedirect('/Complete-Signup/')).toBe('/signup');
  });

  it('leaves every other page alone', () => {
    expect(visitorRedirect('/signup')).toBeNull();
    expect(visitorRedirect('/')).toBeNull();
    expect(visitorRedirect('/complete-signup/x')).toBeNull();
  });
});
