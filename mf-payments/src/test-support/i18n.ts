import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@app/shared/contract';
import { loadCatalogue } from '../locales/load-catalogue';

/** An i18next instance with the real `payments` and `common` catalogues of one language, for tests that read texts. */
export async function testI18n(language: Language): Promise<i18n> {
  const common = (await import(`../../../shared/src/i18n/locales/${language}.json`)) as { default: object };
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    ns: ['payments', 'common'],
    defaultNS: 'common',
    resources: { [language]: { payments: await loadCatalogue(language), common: common.default } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
