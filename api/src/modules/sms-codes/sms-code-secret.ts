import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_DIGITS } from '@app/shared/contract/sms-code-constants';

/** A new code: SMS_CODE_DIGITS random digits, leading zeros kept ("004711"). */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
}

/** A random salt for one code, hex. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** SHA-256 of `salt:code`, hex: all that is stored of a code. */
export function hashSmsCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Whether a typed code is the stored one, in constant time. */
export function smsCodeMatches(salt: string, codeHash: string, typed: string): boolean {
  const expected = Buffer.from(codeHash, 'hex');
  const actual = Buffer.from(hashSmsCode(salt, typed), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
