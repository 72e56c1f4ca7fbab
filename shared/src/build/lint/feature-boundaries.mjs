// Feature folders of a remote import each other never (CONVENTIONS "Feature folders, one direction").
// One source for the oxlint rule (`oxlint-plugin.mjs`) and for the count of breaches
// (`node shared/src/build/lint/feature-boundaries.mjs [git ref]`, and `feature-boundaries.test.ts`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const REMOTES = ['mf-auth-signup', 'mf-members', 'mf-chat', 'mf-payments', 'mf-landers'];

/** Folders whose children are features: `src/features/<name>/`, and the landers' `src/designs/<name>/`. */
const FEATURE_ROOTS = ['features', 'designs'];

/**
 * Where a file sits in a remote: `area` is `features/<name>` (or `designs/<name>`) for a feature
 * folder, `common` for the remote's shared pieces, null for the rest (routes, locales, test support).
 */
export function placeOf(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let index = parts.length - 2; index >= 0; index -= 1) {
    if (!REMOTES.includes(parts[index]) || parts[index + 1] !== 'src') continue;
    const [top, name, ...rest] = parts.slice(index + 2);
    const remote = parts.slice(0, index + 2).join(path.sep);
    if (FEATURE_ROOTS.includes(top) && rest.length > 0) return { remote, area: `${top}/${name}` };
    return { remote, area: top === 'common' ? 'common' : null };
  }
  return null;
}

/**
 * Why `file` may not import `specifier`, or null: a feature folder importing another feature folder,
 * or `common/` importing a feature. Only relative specifiers can reach a sibling folder.
 */
export function boundaryBreach(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const from = placeOf(file);
  if (!from || from.area === null) return null;
  const to = placeOf(path.resolve(path.dirname(path.resolve(file)), specifier));
  if (!to || to.remote !== from.remote || to.area === null || to.area === 'common') return null;
  if (from.area === 'common') return `common/ imports ${to.area}; move what both use into common/`;
  if (to.area !== from.area) return `${from.area} imports ${to.area}; move what both use into common/ or @app/shared`;
  return null;
}

const IMPORT =
  /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g;

/** The module specifiers of a file's static imports, re-exports and dynamic imports. */
export function importSpecifiers(text) {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3]);
}

/**
 * Every import that crosses a feature boundary, from `files` (paths relative to the repository
 * root, `read` gives a file's text): `{ file, specifier, breach }`, and the feature pairs involved.
 */
export function crossFeatureImports(files, read) {
  const found = [];
  for (const file of files) {
    if (!/\.(ts|tsx)$/.test(file) || !placeOf(path.resolve('/', file))) continue;
    for (const specifier of importSpecifiers(read(file))) {
      const breach = boundaryBreach(path.resolve('/', file), specifier);
      if (breach) found.push({ file, specifier, breach });
    }
  }
  const pairs = new Set(found.map(({ file, breach }) => `${file.split('/')[0]}: ${breach.split(';')[0]}`));
  return { imports: found, pairs: [...pairs].sort() };
}

/** The remotes' files in the working tree (relative to `root`). */
export function workingTreeFiles(root) {
  return REMOTES.flatMap((remote) => {
    const src = path.join(root, remote, 'src');
    return fs
      .readdirSync(src, { recursive: true })
      .map((entry) => path.join(remote, 'src', String(entry)).split(path.sep).join('/'));
  });
}

// `node shared/src/build/lint/feature-boundaries.mjs [git ref]`: the count in the working tree, or at
// a commit (read with `git show`, nothing changes), e.g. the count before a refactoring.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const ref = process.argv[2];
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 });
  const files = ref ? git('ls-tree', '-r', '--name-only', ref, '--', ...REMOTES).split('\n') : workingTreeFiles(root);
  const read = ref ? (file) => git('show', `${ref}:${file}`) : (file) => fs.readFileSync(path.join(root, file), 'utf8');
  const { imports, pairs } = crossFeatureImports(files.filter(Boolean), read);
  for (const { file, specifier } of imports) console.log(`${file}: ${specifier}`);
  for (const pair of pairs) console.log(pair);
  console.log(`${imports.length} cross-feature imports over ${pairs.length} feature pairs${ref ? ` at ${ref}` : ''}`);
}
