import fs from 'node:fs';
import path from 'node:path';

/** Where the translation catalogues are: every `locales` folder of a package (its own, its features', its designs'). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const PACKAGES = ['shell', 'mf-auth-signup', 'mf-members', 'mf-chat', 'mf-payments', 'mf-landers'];

/** Every `locales` folder with catalogues inside a package's `src` (features, designs...), sorted. */
function localeFolders(pkg: string): string[] {
  const root = path.join(REPO_ROOT, pkg, 'src');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === 'locales')
    .map((entry) => path.relative(REPO_ROOT, path.join(entry.parentPath, entry.name)))
    .filter((folder) => fs.existsSync(path.join(REPO_ROOT, folder, 'en.json')))
    .sort();
}

/** Every folder of `<lang>.json` catalogues, relative to the repository. */
export const CATALOGUE_FOLDERS = ['shared/src/i18n/locales', ...PACKAGES.flatMap(localeFolders)];

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
