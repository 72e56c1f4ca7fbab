import type { Catalogue } from '@app/shared/i18n';
import type { Language } from '@app/shared/contract';

/**
 * The `landers` namespace in one language: the remote's own texts (the sign-up, the disclosure, the
 * titles) and each feature's catalogue (`features/<feature>/locales/<lang>.json`, one top-level key
 * per feature), loaded in parallel and merged. Each design has its own namespace (`landers-<type>`),
 * registered by the design's module.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const parts = await Promise.all([
    import(`./${language}.json`),
    import(`../features/home/locales/${language}.json`),
    import(`../features/member-landing/locales/${language}.json`),
  ]);
  return Object.assign({}, ...parts.map((part: { default?: object }) => part.default ?? part)) as Catalogue;
}
