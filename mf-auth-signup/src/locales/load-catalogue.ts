import type { Catalogue } from '@app/shared/i18n';
import type { Language } from '@app/shared/contract';

/**
 * The `auth` namespace in one language: the remote's own texts (screen titles, shared controls) and
 * each feature's catalogue (`features/<feature>/locales/<lang>.json`, one top-level key per feature),
 * loaded in parallel and merged. Features own their texts, so two of them never edit the same file.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const parts = await Promise.all([
    import(`./${language}.json`),
    import(`../features/login/locales/${language}.json`),
    import(`../features/signup/locales/${language}.json`),
    import(`../features/account/locales/${language}.json`),
    import(`../features/profile/locales/${language}.json`),
    import(`../features/notifications/locales/${language}.json`),
    import(`../common/attributes/locales/${language}.json`),
  ]);
  return Object.assign({}, ...parts.map((part: { default?: object }) => part.default ?? part)) as Catalogue;
}
