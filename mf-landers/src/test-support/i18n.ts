import type { Catalogue, Texts } from '@app/shared/i18n';
import type { Language } from '@app/shared/contract';
import { setTestCatalogues } from '@app/shared/test-support/i18n';
import { loadCatalogue } from '../locales/load-catalogue';

/**
 * The site's texts with the real `landers` and `common` catalogues of one language as the current
 * language, for tests that read texts.
 */
export async function testI18n(language: Language): Promise<Texts> {
  const common = (await import(`../../../shared/src/i18n/locales/${language}.json`)) as { default: Catalogue };
  return setTestCatalogues(language, { landers: await loadCatalogue(language), common: common.default }, 'common');
}
