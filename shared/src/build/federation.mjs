import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @param {string} pkg */
function versionOf(pkg) {
  return /** @type {{ version: string }} */ (require(`${pkg}/package.json`)).version;
}

/**
 * One shared entry with the range of the version installed here (one per repository, pnpm catalog).
 * @param {string} version
 * @param {{ eager: boolean, singleton: boolean }} options
 */
function entry(version, options) {
  return { singleton: options.singleton, eager: options.eager, requiredVersion: `^${version}`, version };
}

/**
 * What every container shares, so there is one React, one router, one set of texts and one instance of
 * every stateful `@app/shared` module (API client, stores, i18n) across shell and remotes (ADR 0019).
 *
 * - The shell provides them eagerly: they are part of its first script instead of one request each.
 * - Only modules with state are shared. The stateless rest of `@app/shared` (contract, ui, theme) is
 *   bundled into each container like any library, so it is tree-shaken and joins the chunks that use it.
 * - The router is shared as `@app/shared/router`, which re-exports only what the site uses.
 * - The texts are `@app/shared/i18n` (the site's own small i18next-compatible core, ADR 0020) and
 *   `@app/shared/i18n/react`, shared like the other stateful modules.
 * - zod is not shared: each container bundles the part of it that it uses, off the shell's first script.
 * @param {{ host: boolean }} options
 */
export function sharedSingletons({ host }) {
  const sharedVersion = /** @type {{ version: string }} */ (require('../../package.json')).version;
  const eager = { eager: host, singleton: true };
  /** @param {string} pkg @param {boolean} [withSubpaths] */
  const library = (pkg, withSubpaths = false) => {
    const shared = entry(versionOf(pkg), eager);
    return withSubpaths ? { [pkg]: shared, [`${pkg}/`]: shared } : { [pkg]: shared };
  };
  const own = entry(sharedVersion, eager);
  return {
    ...library('react', true),
    ...library('react-dom', true),
    ...library('nanostores'),
    ...library('@nanostores/react'),
    '@app/shared/api': own,
    '@app/shared/i18n': own,
    '@app/shared/i18n/': own,
    '@app/shared/stores/': own,
    '@app/shared/router': own,
  };
}
