// The server compiled into plain JavaScript for `pnpm start`: esbuild bundles the server's
// TypeScript (api/src and the shared contract) into a few .mjs files under node_modules/.cache, named
// by a fingerprint of its sources, so that a start whose sources did not change runs plain JS on Node
// without a TypeScript loader. Plain JS itself: it runs before anything can load TypeScript.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** What the compiled code is made of; a change to any file in them makes a new bundle. */
export const BUNDLE_SOURCES = {
  root: repoRoot,
  folders: ['api/src', 'shared/src'],
  files: ['api/package.json', 'shared/package.json', 'pnpm-lock.yaml'],
  entry: 'api/src/cli/start.ts',
  cacheDir: path.join(repoRoot, 'node_modules/.cache/app-server'),
};
/** Bundles kept, the current one included: another server of this checkout may still load chunks of its own. */
const KEEP = 3;
const READ_AT_ONCE = 32;
const TEST_FILE = /\.(test|spec)\.[cm]?tsx?$/;

async function listFiles(root, folder) {
  const entries = await fs.readdir(path.join(root, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A hash of every source file (its path and content), tests left out. */
export async function sourceFingerprint(sources = BUNDLE_SOURCES) {
  const lists = await Promise.all(sources.folders.map((folder) => listFiles(sources.root, folder)));
  const files = [...lists.flat(), ...sources.files];
  const hash = createHash('sha256');
  // A few files at a time: a hundred open files at once is the limit of some systems.
  for (let from = 0; from < files.length; from += READ_AT_ONCE) {
    const batch = files.slice(from, from + READ_AT_ONCE);
    const contents = await Promise.all(batch.map((file) => fs.readFile(path.join(sources.root, file)).catch(() => '')));
    batch.forEach((file, index) => hash.update(`${file}\0${contents[index].length}\0`).update(contents[index]));
  }
  return hash.digest('hex').slice(0, 16);
}

function entryFile(sources, fingerprint) {
  const name = path.basename(sources.entry).replace(/\.[cm]?tsx?$/, '.mjs');
  return path.join(sources.cacheDir, fingerprint, name);
}

/** The compiled entry for these sources if it was built already, else null. */
export async function builtEntry(fingerprint, sources = BUNDLE_SOURCES) {
  const file = entryFile(sources, fingerprint);
  return fs.access(file).then(
    () => file,
    () => null,
  );
}

/** esbuild, which tsx brings along (the server's own dependency). */
function loadEsbuild() {
  const fromApi = createRequire(path.join(repoRoot, 'api/package.json'));
  return createRequire(fromApi.resolve('tsx/package.json'))('esbuild');
}

const IMPORT_META = /\bimport\.meta\.(dirname|filename|url)\b/g;
/**
 * Packages compiled in rather than imported: pure ESM of many small files each (zod, kysely), which Node
 * loads file by file in about a third of a second; compiled in, they load with the bundle's own chunks.
 * Nothing outside the server's own code imports them, so there is still one copy of each.
 */
const BUNDLED_PACKAGES = /^(zod|kysely)(\/|$)/;

/**
 * Keeps each file's own place: `import.meta.dirname`, `.filename` and `.url` become the source
 * file's, and a package is imported by the absolute path that the importing file resolves it to
 * (so the bundle may live anywhere and resolves exactly as the sources do); only the workspace's
 * own TypeScript (`@app/…` and relative imports) and BUNDLED_PACKAGES are compiled in.
 */
function keepPlaces(root) {
  return {
    name: 'keep-places',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`) || !args.path.startsWith(root)) return undefined;
        const text = await fs.readFile(args.path, 'utf8');
        const place = { dirname: path.dirname(args.path), filename: args.path, url: pathToFileURL(args.path).href };
        const contents = text.replace(IMPORT_META, (_match, key) => JSON.stringify(place[key]));
        if (/\bimport\.meta\b/.test(contents)) {
          return { errors: [{ text: `import.meta other than dirname, filename or url in ${args.path}` }] };
        }
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('@app/') || BUNDLED_PACKAGES.test(args.path) || args.pluginData === 'keep-places') {
          return undefined;
        }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'keep-places',
        });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, external: true };
      });
    },
  };
}

async function pruneOld(cacheDir, current) {
  const entries = await fs.readdir(cacheDir, { withFileTypes: true }).catch(() => []);
  const dirs = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name !== current && !entry.name.includes('.'))
      .map(async (entry) => ({ name: entry.name, mtime: (await fs.stat(path.join(cacheDir, entry.name))).mtimeMs })),
  );
  const old = dirs.sort((a, b) => b.mtime - a.mtime).slice(KEEP - 1);
  await Promise.all(old.map((dir) => fs.rm(path.join(cacheDir, dir.name), { recursive: true, force: true })));
}

/**
 * Compiles the entry and its imports into `<cacheDir>/<fingerprint>/`: written into a folder of its
 * own, then renamed into place, so a reader finds a whole bundle or none (two starts at once both
 * build; the second rename finds the folder there and keeps it). Gives the compiled entry.
 */
export async function buildBundle(fingerprint, sources = BUNDLE_SOURCES) {
  const esbuild = loadEsbuild();
  const target = path.join(sources.cacheDir, fingerprint);
  const temp = `${target}.${process.pid}.tmp`;
  await fs.rm(temp, { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: [path.join(sources.root, sources.entry)],
      outdir: temp,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // The conditions Node resolves an import with (esbuild adds "module" otherwise).
      conditions: [],
      sourcemap: 'linked',
      logLevel: 'silent',
      plugins: [keepPlaces(sources.root)],
    });
    await fs.rename(temp, target).catch(async (error) => {
      if (!(await builtEntry(fingerprint, sources))) throw error;
    });
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
    // esbuild's service process (some 110 MB) would otherwise live as long as the server.
    await esbuild.stop();
  }
  await pruneOld(sources.cacheDir, fingerprint);
  return entryFile(sources, fingerprint);
}
