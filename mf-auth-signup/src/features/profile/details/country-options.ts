import { countryName, sortedCountries } from '@app/shared/i18n/country-names';

/** A country code and its name in the interface language. */
export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries a member can choose (the site's settings.countries, plus the member's own when the
 * site no longer lists it), named in the interface language and sorted by name.
 */
export function countryOptions(countries: readonly string[], current: string, language: string): CountryOption[] {
  const codes = [...new Set([...countries, current].filter((code) => /^[A-Z]{2}$/.test(code)))];
  return sortedCountries(codes, language).map((code) => ({ code, name: countryName(code, language) }));
}
