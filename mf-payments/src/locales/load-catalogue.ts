import type { Catalogue } from '@app/shared/i18n';
import type { Language } from '@app/shared/contract';

/**
 * The `payments` namespace in one language: the remote's own texts (screen titles, the disclosure)
 * and each feature's catalogue (`features/<feature>/locales/<lang>.json`, one top-level key per
 * feature), loaded in parallel and merged. Features own their texts, so two of them never edit the
 * same file.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const parts = await Promise.all([
    import(`../locales/${language}.json`),
    import(`../common/packages/locales/${language}.json`),
    import(`../common/payment-methods/locales/${language}.json`),
    import(`../features/checkout/discount-code/locales/${language}.json`),
    import(`../features/checkout/locales/${language}.json`),
    import(`../features/checkout/result/locales/${language}.json`),
    import(`../features/transactions/locales/${language}.json`),
    import(`../features/premium/locales/${language}.json`),
    import(`../features/pricing/locales/${language}.json`),
    import(`../features/repeat-order/locales/${language}.json`),
  ]);
  return Object.assign({}, ...parts.map((part: { default?: object }) => part.default ?? part)) as Catalogue;
}
