import { describe, expect, it, vi } from 'vitest';
import type * as RuleModule from './return-path-rule';
import { checkedReturnPath, returnParamOf, withReturn } from './return-path';

const ruleLoaded = vi.hoisted(() => vi.fn());
vi.mock('./return-path-rule', async (importOriginal) => {
  ruleLoaded();
  return importOriginal<typeof RuleModule>();
});

describe('the return path', () => {
  it('reads `?return=` without loading the rule (zod), which loads at the first check', async () => {
    expect(returnParamOf('?return=%2Fchats%2F12')).toBe('/chats/12');
    expect(returnParamOf('?return=')).toBeNull();
    expect(await checkedReturnPath(null)).toBeNull();
    expect(ruleLoaded).not.toHaveBeenCalled();
    expect(await checkedReturnPath('/chats/12')).toBe('/chats/12');
    expect(ruleLoaded).toHaveBeenCalledTimes(1);
  });

  it('keeps only a path of this site, by the contract’s rule', async () => {
    expect(await checkedReturnPath('https://evil.example')).toBeNull();
    expect(await checkedReturnPath('//evil.example/x')).toBeNull();
    expect(await checkedReturnPath(`/${'a'.repeat(200)}`)).toBeNull();
    expect(await checkedReturnPath('/members/3?tab=photos')).toBe('/members/3?tab=photos');
  });

  it('carries a return path on in an address', () => {
    expect(withReturn('/credits/3', '/chats/12')).toBe('/credits/3?return=%2Fchats%2F12');
    expect(withReturn('/credits', null)).toBe('/credits');
  });
});
