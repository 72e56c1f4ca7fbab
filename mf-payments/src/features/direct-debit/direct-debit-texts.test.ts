import { describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_ERROR_KEYS } from '@app/shared/contract/direct-debit-constants';
import english from './locales/en.json';

describe('the direct debit form’s error texts', () => {
  it('exist for every key the shared schema answers with (the catalogue test holds the other languages to en)', () => {
    const texts: Record<string, string> = english.directDebit.errors;
    expect(DIRECT_DEBIT_ERROR_KEYS.filter((key) => !texts[key])).toEqual([]);
    expect(Object.keys(texts).sort()).toEqual([...DIRECT_DEBIT_ERROR_KEYS].sort());
  });
});
