import type { Language } from '../contract/languages';
import { $locale, localeCookie } from '@app/shared/stores/locale';
import { loadSettings } from '@app/shared/stores/settings';
import { saveLanguage } from '@app/shared/stores/user';
import { i18n } from '@app/shared/i18n';

/**
 * Switches the interface language everywhere at once (shell and every remote share this one
 * set of texts), keeps the choice in the locale cookie (365 days) and, for a logged-in member, on the
 * server (PUT /api/user.php).
 */
export async function switchLanguage(language: Language): Promise<void> {
  document.cookie = localeCookie(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
  $locale.set(language);
  // The site's own texts (title, fictional-profile warning) come in the new language too.
  await Promise.all([saveLanguage(language), loadSettings(location.host, location.search).catch(() => null)]);
}
