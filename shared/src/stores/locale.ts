import { atom } from 'nanostores';
import { LOCALE_COOKIE } from '../contract/constants';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/languages';

/** The interface language; the shell owns it. */
export const $locale = atom<Language>(DEFAULT_LANGUAGE);

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

export function readLocaleCookie(cookieString: string): string | null {
  const match = cookieString.match(new RegExp(`(?:^|; )${LOCALE_COOKIE.name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]!) : null;
}

export function localeCookie(language: Language): string {
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60;
  return `${LOCALE_COOKIE.name}=${language}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
