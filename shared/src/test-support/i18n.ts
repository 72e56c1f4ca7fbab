import { i18n, type Catalogue, type Texts } from '@app/shared/i18n';

/**
 * For tests that read texts: gives the site's one set of texts (the one components read through
 * `@app/shared/i18n/react`) these catalogues in `language` and makes that the current language,
 * starting it the first time. `defaultNS` is the namespace of `useTranslation()` without one.
 */
export async function setTestCatalogues(
  language: string,
  catalogues: Record<string, Catalogue>,
  defaultNS: string = Object.keys(catalogues)[0] ?? 'common',
): Promise<Texts> {
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: language,
      fallbackLng: false,
      defaultNS,
      resources: { [language]: catalogues },
    });
    return i18n;
  }
  for (const [namespace, texts] of Object.entries(catalogues)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
  i18n.setDefaultNamespace(defaultNS);
  await i18n.changeLanguage(language);
  return i18n;
}
