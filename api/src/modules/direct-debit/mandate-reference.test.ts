import { MANDATE_REFERENCE } from '@app/shared/contract/direct-debit-constants';
import { describe, expect, it } from 'vitest';
import { newMandateReference } from './mandate-reference';

describe('the mandate reference', () => {
  it('is AML-<member>-<8 base32 capitals>, in the SEPA character set, and different every time', () => {
    const references = Array.from({ length: 2000 }, () => newMandateReference(2_147_483_647));
    for (const reference of references) {
      expect(reference).toMatch(/^AML-2147483647-[A-Z2-7]{8}$/);
      expect(reference).toMatch(MANDATE_REFERENCE);
    }
    expect(new Set(references).size).toBe(references.length);
  });
});
