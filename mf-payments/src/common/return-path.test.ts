import { describe, expect, it } from 'vitest';
import { checkedReturnPath, returnParamOf, withReturn } from './return-path';

describe('the return path', () => {
  it('reads `?return=`', () => {
    expect(returnParamOf('?return=%2Fchats%2F12')).toBe('/chats/12');
    expect(returnParamOf('?return=')).toBeNull();
    expect(checkedReturnPath(null)).toBeNull();
    expect(checkedReturnPath('/chats/12')).toBe('/chats/12');
  });

  it('keeps only a path of this site, by the contract’s rule', () => {
    expect(checkedReturnPath('https://evil.example')).toBeNull();
    expect(checkedReturnPath('//evil.example/x')).toBeNull();
    expect(checkedReturnPath(`/${'a'.repeat(200)}`)).toBeNull();
    expect(checkedReturnPath('/members/3?tab=photos')).toBe('/members/3?tab=photos');
  });

  it('carries a return path on in an address', () => {
    expect(withReturn('/credits/3', '/chats/12')).toBe('/credits/3?return=%2Fchats%2F12');
    expect(withReturn('/credits', null)).toBe('/credits');
  });
});
