/** Interface languages and which of them each country offers (spec sections 6 and 9). */
export const LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const FALLBACK_LANGUAGE: Language = 'nl';

/** Each language's own name, as shown in the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

export const LANGUAGES_BY_COUNTRY: Record<string, readonly Language[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Languages the language menu offers for a country; every language when the country is unknown. */
export function languagesForCountry(country: string | null | undefined): readonly Language[] {
  return (country && LANGUAGES_BY_COUNTRY[country.toUpperCase()]) || LANGUAGES;
}

export interface LocaleSources {
  cookie: string | null;
  domainLanguage: string | null | undefined;
  browserLanguages: readonly string[];
}

/**
 * Locale detection (spec sections 2 and 7, architecture section 3): the locale cookie, else the
 * settings' domain_language when supported, else the browser's first supported language, else en.
 */
export function detectLocale(sources: LocaleSources): Language {
  if (isLanguage(sources.cookie)) return sources.cookie;
  if (isLanguage(sources.domainLanguage)) return sources.domainLanguage;
  for (const tag of sources.browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
    if (base === 'no' || base === 'nn') return 'nb';
  }
  return DEFAULT_LANGUAGE;
}
