import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@app/shared/contract';
import { DIRECT_DEBIT_ERROR_KEYS } from '@app/shared/contract/direct-debit-constants';
import english from './locales/en.json';

/** The server's answers about the code and the member's direct debit standing, shown by the same form. */
const SERVER_CODES = [
  'invalid_sms_code',
  'sms_code_expired',
  'sms_code_limit',
  'direct_debit_blocked',
  'direct_debit_limit',
] as const satisfies readonly ErrorCode[];

// The texts of the direct debit form (issue 16), in a catalogue of their own that only the form will
// load: the remote's texts chunk of every other payments page stays as it is.
describe('the direct debit form’s error texts', () => {
  it('exist for every key the shared schema answers with (the catalogue test holds the other languages to en)', () => {
    const texts: Record<string, string> = english.directDebit.errors;
    expect(DIRECT_DEBIT_ERROR_KEYS.filter((key) => !texts[key])).toEqual([]);
    expect(Object.keys(texts).sort()).toEqual([...DIRECT_DEBIT_ERROR_KEYS, ...SERVER_CODES].sort());
  });
});
