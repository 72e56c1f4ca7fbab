import type { Catalogue } from '@app/shared/i18n';
import type { Language } from '@app/shared/contract';

/**
 * The `members` namespace in one language: the remote's own texts (screen titles, the like button of
 * `common/`, which several features show) and each feature's
 * catalogue (`features/<feature>/locales/<lang>.json`, one top-level key per feature), loaded in
 * parallel and merged. Features own their texts, so two of them never edit the same file.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const parts = await Promise.all([
    import(`./${language}.json`),
    import(`../features/search/locales/${language}.json`),
    import(`../features/profile-view/locales/${language}.json`),
    import(`../features/likes/locales/${language}.json`),
    import(`../features/match-finder/locales/${language}.json`),
    import(`../features/swipe-game/locales/${language}.json`),
  ]);
  return Object.assign({}, ...parts.map((part: { default?: object }) => part.default ?? part)) as Catalogue;
}
