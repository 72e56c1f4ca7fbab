import type { Settings } from '../contract/settings';
import { initI18n, type Texts } from '@app/shared/i18n';
import { $locale, detectLocale, readLocaleCookie } from '@app/shared/stores/locale';

/**
 * The page's language at its start (the locale cookie, else the site's language, else the browser's:
 * spec section 2), set as the locale store's and the document's, and the site's texts in it. The shell
 * and the landers' first-visit page (ADR 0036) start alike.
 */
export function startPageLanguage(settings: Pick<Settings, 'domain_language'> | null): Promise<Texts> {
  const locale = detectLocale({
    cookie: readLocaleCookie(document.cookie),
    domainLanguage: settings?.domain_language,
    browserLanguages: navigator.languages,
  });
  $locale.set(locale);
  document.documentElement.lang = locale;
  return initI18n(locale);
}
