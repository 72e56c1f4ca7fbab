import { describe, expect, it } from 'vitest';
import { creditorIdentifier, dutchCreditorIdentifier } from './creditor-identifier';

describe('the SEPA creditor identifier', () => {
  it('computes the check digits of known identifiers', () => {
    // The Bundesbank's test identifier, and a real one printed on German mandates.
    expect(creditorIdentifier('DE', '09999999999')).toBe('DE98ZZZ09999999999');
    expect(creditorIdentifier('DE', '00002091662')).toBe('DE17ZZZ00002091662');
  });

  it('makes the Dutch one from the KvK number and the head office’s location 0000', () => {
    expect(dutchCreditorIdentifier('12345678')).toBe(creditorIdentifier('NL', '123456780000'));
    expect(dutchCreditorIdentifier('87654321')).toMatch(/^NL\d{2}ZZZ876543210000$/);
    expect(() => dutchCreditorIdentifier('1234567')).toThrow();
  });

  it('skips the business code: another code gives the same check digits', () => {
    expect(creditorIdentifier('DE', '09999999999', 'ABC')).toBe('DE98ABC09999999999');
  });
});
