/** A country code and its name in the interface language. */
export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries a member can choose (the site's settings.countries, plus the member's own when the
 * site no longer lists it), named with Intl.DisplayNames in the interface language and sorted by name.
 */
export function countryOptions(countries: readonly string[], current: string, language: string): CountryOption[] {
  const codes = [...new Set([...countries, current].filter((code) => /^[A-Z]{2}$/.test(code)))];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return codes
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
