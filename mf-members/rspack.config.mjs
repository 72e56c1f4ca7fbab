import { createConfig } from '@app/shared/build';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_members',
  exposes: { './routes': './src/routes.tsx', './MatchModal': './src/features/likes/match-modal.tsx' },
  devPort: 3102,
});
