// Plain JavaScript on purpose: the federation plugin serialises functions from its own source into
// the bundle, so the build must run on plain Node, untouched by a TypeScript loader (ADR 0003).
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from './federation.mjs';
import { isPackageCatalogue } from './locale-chunks.mjs';
import { PageChunksPlugin } from './page-chunks-plugin.mjs';

const require = createRequire(import.meta.url);
const sharedRoot = path.resolve(import.meta.dirname, '../..');
const { FALLBACK_LANGUAGE } = require('./locale-fallback-loader.cjs');

/** The module every container's federation glue imports; a remote's swaps it for the shell's (ADR 0025). */
const BUNDLER_RUNTIME_MODULE = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/** The runtime core's manifest snapshot loader; the shell's build swaps it for an entry-only one (ADR 0034). */
const SNAPSHOT_HANDLER_MODULE =
  /@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;

/** The runtime core's `dist` folder, which the entry-only snapshot handler imports from. */
const RUNTIME_CORE_DIST = path.dirname(
  createRequire(require.resolve('@module-federation/runtime')).resolve('@module-federation/runtime-core'),
);

/** @param {string} pkg */
function versionOf(pkg) {
  return /** @type {{ version: string }} */ (require(`${pkg}/package.json`)).version;
}

/**
 * How every build compiles a module: TypeScript and JSX with SWC, CSS and Sass, assets, and catalogues
 * with the fallback language's texts (ADR 0019). The shell, the remotes and the landers' first-visit
 * page (ADR 0036) compile alike.
 * @param {string} dir Package folder (absolute).
 * @param {boolean} isProduction
 * @returns {import('@rspack/core').RuleSetRule[]}
 */
export function moduleRules(dir, isProduction) {
  return [
    {
      test: /\.(ts|tsx)$/,
      include: [dir, sharedRoot],
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2022',
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.module\.css$/, type: 'css/module' },
    { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
    {
      test: /\.scss$/,
      use: [
        {
          loader: require.resolve('sass-loader'),
          options: {
            api: 'modern-compiler',
            implementation: require.resolve('sass-embedded'),
            sassOptions: {
              quietDeps: true,
              silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
            },
          },
        },
      ],
      type: 'css',
    },
    { test: /\.(png|svg|webp|woff2?)$/, type: 'asset/resource' },
    {
      // A catalogue carries the fallback language's texts for the keys it lacks (ADR 0019).
      test: /[\\/]locales[\\/][a-z]{2}\.json$/,
      loader: require.resolve('./locale-fallback-loader.cjs'),
      options: { fallbackLanguage: FALLBACK_LANGUAGE },
    },
  ];
}

/**
 * Every catalogue of one language of a package (its own, each feature's and design's, and in a host the
 * shared texts) in one chunk: one request for a page's texts. Not a remote's copy of the shared texts:
 * the shell provides them, so that copy would be downloaded, never used.
 * @param {boolean} host
 * @returns {import('@rspack/core').OptimizationSplitChunksCacheGroup}
 */
export function catalogueChunks(host) {
  return {
    test: (module) => isPackageCatalogue(String(module.resource ?? ''), host),
    chunks: 'async',
    enforce: true,
    name: (module) => `locale-${path.basename(String(module.resource ?? module.identifier()), '.json')}`,
  };
}

/**
 * The values every build defines: the container's name, the build id and the federation runtime's version.
 * @param {string} name
 */
export function buildDefines(name) {
  return new rspack.DefinePlugin({
    __CONTAINER_NAME__: JSON.stringify(name),
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'local'),
    __MF_RUNTIME_VERSION__: JSON.stringify(versionOf('@module-federation/runtime')),
  });
}

/**
 * @typedef {object} AppConfigOptions
 * @property {string} dir Package folder (absolute).
 * @property {string} name Module Federation container name.
 * @property {Record<string, string>} [exposes] Modules this container exposes (remotes only).
 * @property {boolean} [host] The host: emits index.html and the global stylesheet; has no remoteEntry.
 * @property {number} devPort Port of the standalone dev server.
 * @property {'production' | 'development'} [mode]
 */

/**
 * The one rspack configuration of the shell and every remote, so that a package's own config is a
 * few lines. Remotes are built once and published into a versioned folder (publicPath `auto`).
 * @param {AppConfigOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createConfig(options) {
  const mode = options.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isProduction = mode === 'production';
  return {
    // Named, so that a remote's first-visit page can be built after it (ADR 0036).
    name: options.name,
    mode,
    context: options.dir,
    // A remote's own entry is its standalone harness, built for development only.
    entry: options.host || !isProduction ? { main: './src/index.ts' } : {},
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.host ? '/shell/' : isProduction ? 'auto' : '/',
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Workspace packages point their exports at TypeScript source.
      conditionNames: ['browser', 'import', 'module', 'default'],
      ...(options.host ? { alias: { '@mf-runtime-core-dist': RUNTIME_CORE_DIST } } : {}),
    },
    module: { rules: moduleRules(options.dir, isProduction) },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(options.host ? {} : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        shareStrategy: 'loaded-first',
        // The shell provides the federation runtime; a released remote reuses it instead of carrying
        // its own copy (about 29 kB gzipped per remote entry). A remote's standalone harness keeps its own.
        // The shell registers remotes by their entry script (the server preloads what the first page
        // needs), so the runtime's manifest and snapshot code and its Node.js parts are left out (ADR 0019).
        experiments: options.host
          ? { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } }
          : { externalRuntime: isProduction },
        shared: sharedSingletons({ host: Boolean(options.host) }),
        runtimePlugins: options.host
          ? [
              path.join(sharedRoot, 'src/federation/provide-bundler-runtime-plugin.ts'),
              path.join(sharedRoot, 'src/federation/retry-runtime-plugin.ts'),
              path.join(sharedRoot, 'src/federation/fallback-runtime-plugin.ts'),
            ]
          : [],
      }),
      // A released remote's entry reuses the shell's bundler runtime as it reuses its runtime core (ADR 0025).
      ...(!options.host && isProduction
        ? [
            new rspack.NormalModuleReplacementPlugin(
              BUNDLER_RUNTIME_MODULE,
              path.join(sharedRoot, 'src/federation/external-bundler-runtime.ts'),
            ),
          ]
        : []),
      // The shell registers remotes by entry script only: no manifest snapshots (ADR 0034).
      ...(options.host
        ? [
            new rspack.NormalModuleReplacementPlugin(
              SNAPSHOT_HANDLER_MODULE,
              path.join(sharedRoot, 'src/federation/entry-only-snapshot-handler.js'),
            ),
          ]
        : []),
      ...(isProduction ? [new PageChunksPlugin()] : []),
      buildDefines(options.name),
      ...(options.host || !isProduction
        ? [
            new rspack.HtmlRspackPlugin({
              // The shell's page, or a remote's standalone harness page in development.
              template: options.host
                ? path.join(options.dir, 'src/index.html')
                : path.join(sharedRoot, 'src/ui/standalone.html'),
              filename: 'index.html',
              inject: 'body',
              minify: isProduction,
            }),
          ]
        : []),
    ],
    optimization: {
      minimize: isProduction,
      splitChunks: { cacheGroups: { locales: catalogueChunks(Boolean(options.host)) } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: options.devPort,
      historyApiFallback: options.host ? { index: '/shell/index.html' } : true,
      hot: false,
      // The API, registry and released remotes of a running server (`pnpm start` or `pnpm dev`).
      proxy: [
        {
          context: ['/api', '/remotes.json', '/remotes/', '/sw-push.js', '/manifest.webmanifest'],
          target: process.env.API_URL ?? 'http://127.0.0.1:3000',
          changeOrigin: true,
          // The live-update socket (/api/live) goes through the same proxy.
          ws: true,
        },
      ],
    },
  };
}
