import { useEffect } from 'react';
import { i18n as siteTexts, type Catalogue, type Texts } from '@app/shared/i18n';
import { useTranslation } from '@app/shared/i18n/react';
import { isLanguage } from '@app/shared/contract/languages';

/**
 * The direct debit texts (the form, its field errors, the mandate) are a catalogue of their own,
 * merged into the `payments` namespace when a direct debit screen needs them: they are not in the
 * remote's catalogue, so no other payments page downloads them (the build keeps this folder's
 * catalogues out of the remote's one chunk of texts per language: `rspack.config.mjs`).
 */

const loads = new Map<string, Promise<void>>();

/** Whether the current language's direct debit texts are there (without a language: nothing to wait for). */
export function hasDirectDebitTexts(texts: Texts = siteTexts): boolean {
  const language = texts.language;
  if (!language || !isLanguage(language)) return true;
  return Boolean((texts.store.data[language]?.payments as Catalogue | undefined)?.directDebit);
}

/** Loads the current language's direct debit texts into `payments` (once per language), after the namespace's own. */
export function loadDirectDebitTexts(texts: Texts = siteTexts): Promise<void> {
  const language = texts.language;
  if (!language || !isLanguage(language)) return Promise.resolve();
  let pending = loads.get(language);
  if (!pending) {
    pending = Promise.all([texts.loadNamespaces('payments'), import(`./locales/${language}.json`)]).then(
      ([, module]: [void, { default?: Catalogue }]) => {
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

/** Whether the direct debit texts are there; loads them (again after a change of language) when not. */
export function useDirectDebitTexts(): boolean {
  const { i18n } = useTranslation('payments');
  const ready = hasDirectDebitTexts(i18n);
  useEffect(() => {
    if (!ready) void loadDirectDebitTexts(i18n);
  }, [i18n, ready, i18n.language]);
  return ready;
}
