// Type-checks every package with the native TypeScript compiler, one project after another.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const packages = [
  'shared',
  'shell',
  'mf-auth-signup',
  'mf-members',
  'mf-chat',
  'mf-payments',
  'mf-landers',
  'api',
  'e2e',
];
let failed = 0;
for (const pkg of packages) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', path.join(root, pkg, 'tsconfig.json')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
console.log(`typecheck: ${packages.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
