import type { i18n, ResourceLanguage } from 'i18next';
import type { Language } from '@app/shared/contract';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import { loadCatalogue } from '../locales/load-catalogue';

/**
 * The site's i18next with the real `payments` and `common` catalogues of one language as the current
 * language, for tests that read texts.
 */
export async function testI18n(language: Language): Promise<i18n> {
  const common = (await import(`../../../shared/src/i18n/locales/${language}.json`)) as { default: ResourceLanguage };
  return setTestCatalogues(language, { payments: await loadCatalogue(language), common: common.default }, 'common');
}
