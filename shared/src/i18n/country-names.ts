const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the interface language (Intl.DisplayNames), or its code when unknown. */
export function countryName(code: string, language: string): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Country codes sorted by their names in the interface language. */
export function sortedCountries(codes: readonly string[], language: string): string[] {
  const collator = new Intl.Collator(language);
  return [...codes].sort((a, b) => collator.compare(countryName(a, language), countryName(b, language)));
}
