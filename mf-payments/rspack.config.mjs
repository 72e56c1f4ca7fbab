import { createConfig } from '@app/shared/build';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_payments',
  exposes: {
    './routes': './src/routes.tsx',
    './TimeBonusModal': './src/features/time-bonus/time-bonus-modal.tsx',
  },
  devPort: 3104,
});
