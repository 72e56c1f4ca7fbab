import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @param {string} pkg */
function versionOf(pkg) {
  return /** @type {{ version: string }} */ (require(`${pkg}/package.json`)).version;
}

/**
 * A singleton shared with the range of the version installed here (one per repository, pnpm catalog).
 * @param {string} pkg
 * @param {boolean} [withSubpaths]
 */
function singleton(pkg, withSubpaths = false) {
  const version = versionOf(pkg);
  const entry = { singleton: true, requiredVersion: `^${version}`, version };
  return withSubpaths ? { [pkg]: entry, [`${pkg}/`]: entry } : { [pkg]: entry };
}

/**
 * The modules every container shares as singletons, so there is one React, one router, one i18next
 * and one `@app/shared` (and so one instance of every store) across shell and remotes.
 */
export function sharedSingletons() {
  const sharedVersion = /** @type {{ version: string }} */ (require('../../package.json')).version;
  return {
    ...singleton('react', true),
    ...singleton('react-dom', true),
    ...singleton('react-router'),
    ...singleton('nanostores'),
    ...singleton('@nanostores/react'),
    ...singleton('i18next'),
    ...singleton('react-i18next'),
    '@app/shared/': { singleton: true, requiredVersion: `^${sharedVersion}`, version: sharedVersion },
  };
}
