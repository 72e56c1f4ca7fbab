import { describe, expect, it } from 'vitest';
import { LANGUAGES, languagesForCountry } from './languages';

const ALL = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];

describe('languagesForCountry', () => {
  it.each([
    ['US', ['en', 'es']],
    ['NL', ['nl']],
    ['BE', ['nl', 'fr', 'de']],
    ['FR', ['fr']],
    ['IT', ['it']],
    ['ES', ['es']],
    ['DE', ['de']],
    ['AT', ['de']],
    ['IE', ['en']],
    ['GB', ['en']],
    ['CA', ['en', 'fr']],
    ['PL', ['pl']],
    ['AU', ['en']],
    ['NZ', ['en']],
    ['CH', ['de', 'it', 'fr', 'en']],
    ['DK', ['da']],
    ['FI', ['fi', 'sv']],
    ['NO', ['nb']],
    ['SE', ['sv']],
  ])('%s offers %j', (country, languages) => {
    expect(languagesForCountry(country)).toEqual(languages);
  });

  it('accepts a lower-case country code', () => {
    expect(languagesForCountry('be')).toEqual(['nl', 'fr', 'de']);
    expect(languagesForCountry('ch')).toEqual(['de', 'it', 'fr', 'en']);
    expect(languagesForCountry('No')).toEqual(['nb']);
  });

  it('offers all 11 languages for an unknown or missing country', () => {
    expect(languagesForCountry('XX')).toEqual(ALL);
    expect(languagesForCountry(null)).toEqual(ALL);
    expect(languagesForCountry(undefined)).toEqual(ALL);
    expect(languagesForCountry('')).toEqual(ALL);
    expect(LANGUAGES).toHaveLength(11);
  });
});
