import { createConfig } from '@app/shared/build';

/** The direct debit texts (`features/direct-debit/locales/<lang>.json`): loaded by its screens alone. */
const DIRECT_DEBIT_TEXTS = /[\\/]features[\\/]direct-debit[\\/]locales[\\/]([a-z]{2})\.json$/;

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
// each payments page loads; the direct debit texts get a chunk per language of their own, so no other
// page grows by them.
const groups = config.optimization.splitChunks.cacheGroups;
const { locales } = groups;
groups.locales = {
  ...locales,
  test: (module, context) => !DIRECT_DEBIT_TEXTS.test(String(module.resource ?? '')) && locales.test(module, context),
};
groups.directDebitTexts = {
  test: (module) => DIRECT_DEBIT_TEXTS.test(String(module.resource ?? '')),
  chunks: 'async',
  enforce: true,
  name: (module) => `direct-debit-texts-${DIRECT_DEBIT_TEXTS.exec(String(module.resource))?.[1] ?? 'xx'}`,
};

export default config;
