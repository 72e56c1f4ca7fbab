import { describe, expect, it } from 'vitest';
import { countryName, sortedCountries } from './country-names';

describe('country names', () => {
  it('names a country in the interface language', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('de', 'nl')).toBe('Duitsland');
  });

  it('sorts by the name in that language', () => {
    expect(sortedCountries(['NL', 'DE', 'BE'], 'en')).toEqual(['BE', 'DE', 'NL']);
    expect(sortedCountries(['NL', 'DE', 'AT'], 'de')).toEqual(['DE', 'NL', 'AT']);
  });
});
