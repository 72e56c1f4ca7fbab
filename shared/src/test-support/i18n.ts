import type { ResourceLanguage } from 'i18next';
import { i18next } from '@app/shared/i18n';

/**
 * For tests that read texts: gives the site's one i18next (the one components read through
 * `@app/shared/i18n/react`) these catalogues in `language` and makes that the current language,
 * starting i18next the first time. `defaultNS` is the namespace of `useTranslation()` without one.
 */
export async function setTestCatalogues(
  language: string,
  catalogues: Record<string, ResourceLanguage>,
  defaultNS: string = Object.keys(catalogues)[0] ?? 'common',
): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.init({
      lng: language,
      fallbackLng: false,
      defaultNS,
      resources: { [language]: catalogues },
      interpolation: { escapeValue: false },
    });
    return i18next;
  }
  for (const [namespace, texts] of Object.entries(catalogues)) {
    i18next.addResourceBundle(language, namespace, texts, true, true);
  }
  i18next.setDefaultNamespace(defaultNS);
  await i18next.changeLanguage(language);
  return i18next;
}
