import type { Catalogue } from '@app/shared/i18n';
import type { Language } from '@app/shared/contract';

/**
 * The `chat` namespace in one language: the remote's own texts (screen titles) and each feature's
 * catalogue (`features/<feature>/locales/<lang>.json`, one top-level key per feature), loaded in
 * parallel and merged. Features own their texts, so two of them never edit the same file.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const parts = await Promise.all([
    import(`./${language}.json`),
    import(`../common/chat-list/locales/${language}.json`),
    import(`../features/chat-room/locales/${language}.json`),
    import(`../features/chat-room/composer/locales/${language}.json`),
    import(`../features/chat-room/gifts/locales/${language}.json`),
    import(`../features/chat-room/icebreakers/locales/${language}.json`),
    import(`../features/chat-room/paid-send/locales/${language}.json`),
  ]);
  return Object.assign({}, ...parts.map((part: { default?: object }) => part.default ?? part)) as Catalogue;
}
