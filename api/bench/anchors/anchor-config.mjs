import path from 'node:path';
import { rspack } from '@rspack/core';

/** The page every anchor is served in: the same head as the site's, an empty root. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>Anchor</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * The production settings the site builds with (shared/src/build/create-config.mjs), cut down to one
 * entry: swc with the automatic JSX runtime, content-hashed names, minified, HTML from a template.
 * @param {{ dir: string, outDir: string, entry: string }} options
 * @returns {import('@rspack/core').Configuration & { plugins: NonNullable<import('@rspack/core').Configuration['plugins']> }}
 */
export function anchorConfig({ dir, outDir, entry }) {
  return {
    mode: 'production',
    context: dir,
    entry: { main: entry },
    output: {
      path: path.resolve(outDir),
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: { extensions: ['.js', '.jsx'] },
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'ecmascript', jsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
          // api/ is `"type": "module"`; let `import('./bootstrap')` resolve without its extension.
          resolve: { fullySpecified: false },
        },
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ templateContent: TEMPLATE, inject: 'body', minify: true })],
    optimization: { minimize: true },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
