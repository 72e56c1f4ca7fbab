import { useEffect } from 'react';
import { i18n as siteTexts, type Catalogue, type Texts } from '@app/shared/i18n';
import { useTranslation } from '@app/shared/i18n/react';
import { isLanguage } from '@app/shared/contract/languages';

/**
 * The withdrawal texts (the button, the two steps, the refusals, /withdrawal) are a catalogue of their
 * own, merged into the `payments` namespace when a withdrawal screen needs them, as the direct debit
 * texts are: the build gives them a chunk per language (`rspack.config.mjs`), so the remote's one chunk
 * of texts that every payments page loads does not grow by them.
 */

const loads = new Map<string, Promise<void>>();

/** Whether the current language's withdrawal texts are there (without a language: nothing to wait for). */
export function hasWithdrawalTexts(texts: Texts = siteTexts): boolean {
  const language = texts.language;
  if (!language || !isLanguage(language)) return true;
  return Boolean((texts.store.data[language]?.payments as Catalogue | undefined)?.withdrawal);
}

/** Loads the current language's withdrawal texts into `payments` (once per language), after the namespace's own. */
export function loadWithdrawalTexts(texts: Texts = siteTexts): Promise<void> {
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

/** Whether the withdrawal texts are there; loads them (again after a change of language) when not. */
export function useWithdrawalTexts(): boolean {
  const { i18n } = useTranslation('payments');
  const ready = hasWithdrawalTexts(i18n);
  useEffect(() => {
    if (!ready) void loadWithdrawalTexts(i18n);
  }, [i18n, ready, i18n.language]);
  return ready;
}
