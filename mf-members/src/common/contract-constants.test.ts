import { describe, expect, it } from 'vitest';
import * as contract from '@app/shared/contract';
import * as copies from './contract-constants';

describe('zod-free copies of contract constants', () => {
  it('hold exactly the contract values', () => {
    expect(copies.MEMBER_SEARCH_FIELDS).toEqual(contract.MEMBER_SEARCH_FIELDS);
    expect(copies.MEMBER_SEARCH_MAX_AGE).toBe(contract.MEMBER_SEARCH_MAX_AGE);
    expect(copies.LIKE_LIST_TYPES).toEqual(contract.LIKE_LIST_TYPES);
    expect(copies.REPORT_REASONS).toEqual(contract.REPORT_REASONS);
    expect(copies.REPORT_TEXT_MAX).toBe(contract.REPORT_TEXT_MAX);
  });
});
