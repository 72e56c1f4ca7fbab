import type { Settings } from '@app/shared/contract';
import { describe, expect, it } from 'vitest';
import { directDebitQuery } from './direct-debit-query';

const site = (countries: string[]) => ({ countries }) as unknown as Settings;

describe('the direct debit country of the calls', () => {
  it('is the site’s own on a country site (no query)', () => {
    expect(directDebitQuery(site(['DE']), 'NL')).toEqual({});
  });

  it('is the payment country on the multi-country site when it offers direct debit', () => {
    expect(directDebitQuery(site(['CH', 'DE', 'AT', 'NL']), 'AT')).toEqual({ country: 'AT' });
  });

  it('is the first of the site’s countries with direct debit when the payment country has none', () => {
    expect(directDebitQuery(site(['CH', 'NL', 'DE', 'AT']), 'CH')).toEqual({ country: 'DE' });
    expect(directDebitQuery(site(['CH', 'NL', 'DE']), null)).toEqual({ country: 'DE' });
  });

  it('falls back to the payment country when no country of the site offers it (the server explains)', () => {
    expect(directDebitQuery(site(['CH', 'NL']), 'CH')).toEqual({ country: 'CH' });
  });
});
