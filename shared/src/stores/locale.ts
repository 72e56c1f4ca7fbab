import { atom } from 'nanostores';
import { LOCALE_COOKIE } from '../contract/constants';
import { DEFAULT_LANGUAGE, type Language } from '../contract/languages';

/** The interface language; the shell owns it. */
export const $locale = atom<Language>(DEFAULT_LANGUAGE);

// Locale detection is pure and shared with the server, which preloads the first page's texts.
export { detectLocale } from '../contract/languages';

export function readLocaleCookie(cookieString: string): string | null {
  const match = cookieString.match(new RegExp(`(?:^|; )${LOCALE_COOKIE.name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]!) : null;
}

export function localeCookie(language: Language): string {
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60;
  return `${LOCALE_COOKIE.name}=${language}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
