import { describe, expect, it } from 'vitest';
import { hashSmsCode, newSalt, newSmsCode, smsCodeMatches } from './sms-code-secret';

describe('one-time code secrets', () => {
  it('makes codes of 6 digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 5000 }, newSmsCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    expect(codes.some((code) => code.startsWith('9'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(4900);
  });

  it('keeps a salted hash that matches only the same code', () => {
    const salt = newSalt();
    const hash = hashSmsCode(salt, '004711');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSmsCode(newSalt(), '004711')).not.toBe(hash);
    expect(smsCodeMatches(salt, hash, '004711')).toBe(true);
    expect(smsCodeMatches(salt, hash, '4711')).toBe(false);
    expect(smsCodeMatches(salt, hash, '004712')).toBe(false);
  });
});
