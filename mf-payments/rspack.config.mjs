import { createConfig } from '@app/shared/build';

/**
 * Catalogues loaded only by the parts that show them (`<folder>/locales/<lang>.json`, wherever the folder sits): the
 * direct debit texts (its screens), the spending safety texts (the section below the checkout,
 * this month's spending, the refusal over the limit) and the withdrawal texts (the order page's
 * withdrawal section and form, /withdrawal).
 */
const OWN_TEXTS = /[\\/](direct-debit|spending|withdrawal)[\\/]locales[\\/]([a-z]{2})\.json$/;

const config = createConfig({
  dir: import.meta.dirname,
  name: 'mf_payments',
  exposes: {
    './routes': './src/routes.tsx',
    './TimeBonusModal': './src/features/time-bonus/time-bonus-modal.tsx',
  },
  devPort: 3104,
});

// Every other catalogue of a language joins the remote's one chunk of texts (`locale-<lang>`), which
// each payments page loads; the texts above get a chunk per feature and language of their own
// (`direct-debit-texts-de`, `spending-texts-de`), so no other page grows by them.
const groups = config.optimization.splitChunks.cacheGroups;
const { locales } = groups;
groups.locales = {
  ...locales,
  test: (module, context) => !OWN_TEXTS.test(String(module.resource ?? '')) && locales.test(module, context),
};
groups.ownTexts = {
  test: (module) => OWN_TEXTS.test(String(module.resource ?? '')),
  chunks: 'async',
  enforce: true,
  name: (module) => {
    const [, feature = 'feature', language = 'xx'] = OWN_TEXTS.exec(String(module.resource)) ?? [];
    return `${feature}-texts-${language}`;
  },
};

export default config;
