import { createConfig } from '@app/shared/build';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_auth_signup',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3101,
});
