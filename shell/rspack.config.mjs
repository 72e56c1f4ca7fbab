import path from 'node:path';
import { rspack } from '@rspack/core';
import { createConfig } from '@app/shared/build';

const config = createConfig({ dir: import.meta.dirname, name: 'shell', host: true, devPort: 3100 });
config.plugins?.push(
  new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public'), to: '.' }] }),
);

export default config;
