// Plain JavaScript, as create-config.mjs (ADR 0003).
import path from 'node:path';
import { buildDefines, catalogueChunks, moduleRules } from './create-config.mjs';
import { FIRST_VISIT_FOLDER } from './first-visit-folder.mjs';
import { PageChunksPlugin } from './page-chunks-plugin.mjs';

/**
 * @typedef {object} FirstVisitOptions
 * @property {string} dir Package folder (absolute).
 * @property {string} name The package's Module Federation container name (its pages' slots carry it).
 * @property {string} entry The page's entry module, relative to the package folder.
 */

/**
 * A remote's first-visit page (ADR 0036): a page of its own, without Module Federation, that a visitor's
 * first request of one of the remote's lander-layout routes runs instead of the shell. It bundles React,
 * the shared modules and the site's lander layout itself, and is built into the remote's `dist/first-visit`,
 * so it is released, versioned and swapped per campaign with the remote. Production only.
 * @param {FirstVisitOptions} options
 * @returns {import('@rspack/core').Configuration}
 */
export function createFirstVisitConfig(options) {
  return {
    name: `${options.name}-first-visit`,
    // After the remote's build, which empties `dist` first.
    dependencies: [options.name],
    mode: 'production',
    context: options.dir,
    entry: { [FIRST_VISIT_FOLDER]: options.entry },
    devtool: 'source-map',
    output: {
      path: path.join(options.dir, 'dist', FIRST_VISIT_FOLDER),
      // The release folder is known only when the build is published: scripts find their folder.
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      uniqueName: `${options.name}_first_visit`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    module: { rules: moduleRules(options.dir, true) },
    // The page is its own host: it carries the shared texts with its own.
    plugins: [new PageChunksPlugin(), buildDefines(options.name)],
    optimization: { minimize: true, splitChunks: { cacheGroups: { locales: catalogueChunks(true) } } },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
