import path from 'node:path';

const sharedRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Whether a module is one of the package's catalogues, grouped into one chunk per language: every
 * `locales/<lang>.json` of the package, and the shared texts only in the shell (the host).
 * @param {string} resource
 * @param {boolean} host
 */
export function isPackageCatalogue(resource, host) {
  if (!/[\\/]locales[\\/][a-z]{2}\.json$/.test(resource)) return false;
  return host || !resource.startsWith(path.join(sharedRoot, 'src', 'i18n'));
}
