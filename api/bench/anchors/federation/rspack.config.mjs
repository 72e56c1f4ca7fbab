import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { anchorConfig } from '../anchor-config.mjs';

/** Anchor 2: an empty Module Federation host sharing react and react-dom as singletons. */
export default (outDir) => {
  const config = anchorConfig({ dir: import.meta.dirname, outDir, entry: './src/index.js' });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'anchor_host',
      dts: false,
      // react-dom/client and react/jsx-runtime are subpaths: shared with the trailing-slash keys, as the site does.
      shared: {
        react: { singleton: true },
        'react/': { singleton: true },
        'react-dom': { singleton: true },
        'react-dom/': { singleton: true },
      },
    }),
  );
  return config;
};
