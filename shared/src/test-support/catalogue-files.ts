import fs from 'node:fs';
import path from 'node:path';

/** Where the translation catalogues are: every package's and every feature's `locales` folder. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const PACKAGES = ['shell', 'mf-auth-signup', 'mf-members', 'mf-chat', 'mf-payments', 'mf-landers'];

/** A package's own catalogues and those of its features (`src/features/<feature>/locales`). */
function featureFolders(pkg: string): string[] {
  const features = path.join(REPO_ROOT, pkg, 'src/features');
  if (!fs.existsSync(features)) return [];
  return fs
    .readdirSync(features)
    .filter((feature) => fs.existsSync(path.join(features, feature, 'locales')))
    .map((feature) => `${pkg}/src/features/${feature}/locales`);
}

/** Every folder of `<lang>.json` catalogues, relative to the repository. */
export const CATALOGUE_FOLDERS = [
  'shared/src/i18n/locales',
  ...PACKAGES.flatMap((pkg) => [`${pkg}/src/locales`, ...featureFolders(pkg)]),
];

/** The information pages' texts (`<lang>.json`), checked like a catalogue. */
export const PAGE_CONTENT_FOLDER = 'shell/src/features/pages/content';

export function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')) as unknown;
}

/** Every string inside a JSON value with the path to it: `[["errors.generic", "…"], …]`. */
export function stringsOf(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${prefix}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => stringsOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}
