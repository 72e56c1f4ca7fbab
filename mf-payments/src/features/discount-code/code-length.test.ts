import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MAX_LENGTH as CONTRACT_MAX_LENGTH } from '@app/shared/contract';
import { DISCOUNT_CODE_MAX_LENGTH } from './code-length';

describe('DISCOUNT_CODE_MAX_LENGTH', () => {
  it('is the contract’s', () => {
    expect(DISCOUNT_CODE_MAX_LENGTH).toBe(CONTRACT_MAX_LENGTH);
  });
});
