import { createConfig } from '@app/shared/build';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_landers',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3105,
});
