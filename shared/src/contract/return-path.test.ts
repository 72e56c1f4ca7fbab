import { describe, expect, it } from 'vitest';
import { CreatePaymentSchema } from './payments';
import { isReturnPath, RETURN_PATH_MAX_LENGTH } from './return-path';

const serverRule = CreatePaymentSchema.shape.return_path;

describe('isReturnPath', () => {
  it.each([
    ['/chats/12', true],
    ['/members/3?tab=photos', true],
    ['/', true],
    [`/${'a'.repeat(RETURN_PATH_MAX_LENGTH - 1)}`, true],
    [`/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`, false],
    ['https://evil.example', false],
    ['//evil.example/x', false],
    ['/a b', false],
    ['/a\\b', false],
    ['chats/12', false],
    ['', false],
  ])('%j: %s, as the schema the server applies says', (value, expected) => {
    expect(isReturnPath(value)).toBe(expected);
    expect(serverRule.safeParse(value).success).toBe(expected);
  });
});
