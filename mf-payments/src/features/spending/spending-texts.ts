import { useEffect } from 'react';
import { i18n as siteTexts, type Catalogue, type Texts } from '@app/shared/i18n';
import { useTranslation } from '@app/shared/i18n/react';
import { isLanguage } from '@app/shared/contract/languages';

/**
 * The spending safety texts (the section of /credits, this month's spending of /transactions, the
 * checkout's refusal over the limit) are a catalogue of their own, merged into the `payments`
 * namespace when one of them is shown: they are not in the remote's catalogue, so no first visit of
 * a payments page downloads them (the build keeps this folder's catalogues out of the remote's one
 * chunk of texts per language: `rspack.config.mjs`).
 */

const loads = new Map<string, Promise<void>>();

/** Whether the current language's spending texts are there (without a language: nothing to wait for). */
export function hasSpendingTexts(texts: Texts = siteTexts): boolean {
  const language = texts.language;
  if (!language || !isLanguage(language)) return true;
  return Boolean((texts.store.data[language]?.payments as Catalogue | undefined)?.spending);
}

/** Loads the current language's spending texts into `payments` (once per language), after the namespace's own. */
export function loadSpendingTexts(texts: Texts = siteTexts): Promise<void> {
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

/** Whether the spending texts are there; loads them (again after a change of language) when not. */
export function useSpendingTexts(): boolean {
  const { i18n } = useTranslation('payments');
  const ready = hasSpendingTexts(i18n);
  useEffect(() => {
    if (!ready) void loadSpendingTexts(i18n);
  }, [i18n, ready, i18n.language]);
  return ready;
}
