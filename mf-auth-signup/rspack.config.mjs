import { createConfig } from '@app/shared/build';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_auth_signup',
  exposes: {
    './routes': './src/routes.tsx',
    './SignupModal': './src/features/signup/signup-modal.tsx',
  },
  devPort: 3101,
});
