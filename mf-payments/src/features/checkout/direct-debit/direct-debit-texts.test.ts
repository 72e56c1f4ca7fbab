import { describe, expect, it } from 'vitest';
import { DIRECT_DEBIT_ERROR_KEYS } from '@app/shared/contract/direct-debit-constants';
import { loadCatalogue } from '../../../locales/load-catalogue';
import { DIRECT_DEBIT_SERVER_CODES } from './direct-debit-errors';
import english from './locales/en.json';

// The texts of the direct debit screens (issue 16), in a catalogue of their own that only they load:
// the remote's texts chunk of every other payments page stays as it is.
describe('the direct debit form’s error texts', () => {
  it('exist for every key the shared schema and the server answer with (the catalogue test holds the other languages to en)', () => {
    const texts: Record<string, string> = english.directDebit.errors;
    const keys = [...new Set(Object.keys(texts).map((key) => key.replace(/_(one|other)$/, '')))];
    expect(DIRECT_DEBIT_ERROR_KEYS.filter((key) => !texts[key])).toEqual([]);
    expect(keys.sort()).toEqual([...DIRECT_DEBIT_ERROR_KEYS, ...DIRECT_DEBIT_SERVER_CODES].sort());
  });

  it('say how many minutes to wait for a new code', () => {
    expect(english.directDebit.errors.sms_code_limit_other).toContain('{{count}} minutes');
  });

  it('are not in the remote’s catalogue that every payments page loads', async () => {
    expect(Object.keys(await loadCatalogue('de'))).not.toContain('directDebit');
  });
});
