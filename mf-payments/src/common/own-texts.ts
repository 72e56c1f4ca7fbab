import { useEffect } from 'react';
import { i18n as siteTexts, type Catalogue, type Texts } from '@app/shared/i18n';
import { useTranslation } from '@app/shared/i18n/react';
import { isLanguage } from '@app/shared/contract/languages';

/** A feature's catalogue for one language (the feature's own `import(\`./locales/${language}.json\`)`). */
export type CatalogueImport = (language: string) => Promise<{ default?: Catalogue }>;

/**
 * Texts of a feature that are a catalogue of their own (direct debit, spending, withdrawal), merged
 * into the `payments` namespace under `key` when one of its screens needs them: they are not in the
 * remote's catalogue, so no other payments page downloads them (the build gives each such folder's
 * catalogues a chunk per language: `rspack.config.mjs`). The feature passes its own dynamic import,
 * so the bundler sees each folder's locales.
 */
export function createOwnTexts(key: string, importCatalogue: CatalogueImport) {
  const loads = new Map<string, Promise<void>>();

  /** Whether the current language's texts are there (without a language: nothing to wait for). */
  function has(texts: Texts = siteTexts): boolean {
    const language = texts.language;
    if (!language || !isLanguage(language)) return true;
    return Boolean((texts.store.data[language]?.payments as Catalogue | undefined)?.[key]);
  }

  /** Loads the current language's texts into `payments` (once per language), after the namespace's own. */
  function load(texts: Texts = siteTexts): Promise<void> {
    const language = texts.language;
    if (!language || !isLanguage(language)) return Promise.resolve();
    let pending = loads.get(language);
    if (!pending) {
      pending = Promise.all([texts.loadNamespaces('payments'), importCatalogue(language)]).then(
        ([, module]) => {
          texts.addResourceBundle(language, 'payments', (module.default ?? module) as Catalogue, true, true);
        },
        () => {
          // A failed download may be tried again on the next render.
          loads.delete(language);
        },
      );
      loads.set(language, pending);
    }
    return pending;
  }

  /** Whether the texts are there; loads them (again after a change of language) when not. */
  function useTexts(): boolean {
    const { i18n } = useTranslation('payments');
    const ready = has(i18n);
    useEffect(() => {
      if (!ready) void load(i18n);
    }, [i18n, ready, i18n.language]);
    return ready;
  }

  return { has, load, useTexts };
}
