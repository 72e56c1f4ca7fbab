import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_REFUSALS } from '@app/shared/contract/withdrawal';
import { loadCatalogue } from '../../../locales/load-catalogue';
import { WITHDRAWAL_SERVER_CODES } from './withdrawal-errors';
import english from './locales/en.json';

// The withdrawal texts (issue 16), in a catalogue of their own that only the withdrawal screens load.
describe('the withdrawal texts', () => {
  it('say why for every refusal and every server answer of their own (the catalogue test holds the other languages to en)', () => {
    expect(Object.keys(english.withdrawal.refusal).sort()).toEqual([...WITHDRAWAL_REFUSALS].sort());
    expect(Object.keys(english.withdrawal.errors).sort()).toEqual([...WITHDRAWAL_SERVER_CODES].sort());
  });

  it('label the button and the confirmation as the law words them', () => {
    expect(english.withdrawal.button).toBe('Withdraw from contract here');
    expect(english.withdrawal.confirm.button).toBe('Confirm withdrawal');
  });

  it('are not in the remote’s catalogue that every payments page loads', async () => {
    expect(Object.keys(await loadCatalogue('de'))).not.toContain('withdrawal');
  });
});
