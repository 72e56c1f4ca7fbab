import { createConfig } from '@app/shared/build';
import { createFirstVisitConfig } from '@app/shared/build/first-visit-config';

const remote = { dir: import.meta.dirname, name: 'mf_landers' };

export default createConfig({ ...remote, exposes: { './routes': './src/routes.tsx' }, devPort: 3105 });

/** The landers' first-visit page (ADR 0036), built beside the remote by `pnpm build`. */
export const firstVisit = createFirstVisitConfig({ ...remote, entry: './src/first-visit/index.tsx' });
