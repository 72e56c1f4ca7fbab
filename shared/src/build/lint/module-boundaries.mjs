// The server's modules (`api/src/modules/<module>/`) reach each other only through a module's public
// file, its `index.ts` (its plugin, service functions and DTO types), never through any other of its files
// (issue 20, `docs/architecture/server-modules.md`); the rest of the server (app.ts, server.ts, cli, jobs,
// http) likewise. One source for the oxlint rule (`oxlint-plugin.mjs`) and for the module graph of
// `module-dependencies.test.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { importSpecifiers } from './feature-boundaries.mjs';

const MODULES = path.join('api', 'src', 'modules');

/** The list of the modules in their layers, relative to the repository: a module uses only those above it. */
export const MODULE_LIST = 'docs/architecture/server-modules.md';

/** The modules of the list's text in its order, each with its "uses". */
export function documentedModules(text) {
  return text
    .split('\n')
    .map((line) => /^\d+\. \*\*([a-z-]+)\*\*: .*; uses: (.+)\.$/.exec(line))
    .filter((match) => match !== null)
    .map(([, name, uses]) => ({ name, uses: uses === 'nothing' ? [] : uses.split(', ').sort() }));
}

const layersByRoot = new Map();

/** Each listed module's place in the list of the repository whose modules live in `modulesRoot`. */
function layersOf(modulesRoot) {
  let layers = layersByRoot.get(modulesRoot);
  if (!layers) {
    const list = path.join(modulesRoot, '..', '..', '..', MODULE_LIST);
    const text = fs.existsSync(list) ? fs.readFileSync(list, 'utf8') : '';
    layers = new Map(documentedModules(text).map((module, index) => [module.name, index]));
    layersByRoot.set(modulesRoot, layers);
  }
  return layers;
}

/** A module's public file, relative to its folder: the folder itself or its index. */
const PUBLIC = /^(index(\.[cm]?[jt]s)?)?$/;

/** Test files are exempt: a test may set up data through any module's repository. */
export const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/**
 * The module of a file or import target under `api/src/modules/<module>/…` (or the module folder
 * itself, its index), or null elsewhere, a file directly in `api/src/modules/` included.
 */
export function moduleOf(file) {
  const parts = path.resolve(file).split(path.sep);
  const marks = MODULES.split(path.sep);
  for (let index = parts.length - marks.length - 1; index >= 0; index -= 1) {
    if (!marks.every((mark, offset) => parts[index + offset] === mark)) continue;
    const root = parts.slice(0, index + marks.length).join(path.sep);
    const name = parts[index + marks.length];
    const isFolder = index + marks.length + 1 < parts.length || isDirectory(path.join(root, name));
    return isFolder ? { root, name } : null;
  }
  return null;
}

function isDirectory(folder) {
  return fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** The module that `specifier` (imported by `file`) points into, when it is another module than the file's own. */
export function foreignModuleOf(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const from = moduleOf(file);
  if (!from) return null;
  const target = path.resolve(path.dirname(path.resolve(file)), specifier);
  const to = moduleOf(target);
  if (!to || to.root !== from.root || to.name === from.name) return null;
  return { from: from.name, to: to.name, target };
}

/**
 * Why `file` may not import `specifier`, or null: a file of the server (not a test) outside a module,
 * or of another module, importing any file of a module but its public `index.ts`, type-only imports
 * included; or a module importing one that comes after it in MODULE_LIST (which would allow a cycle).
 */
export function moduleBreach(file, specifier) {
  if (isTestFile(file) || !specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(path.resolve(file)), specifier);
  const to = moduleOf(target);
  if (!to) return null;
  const from = moduleOf(file);
  if (from && from.root === to.root && from.name === to.name) return null;
  const inside = path.relative(path.join(to.root, to.name), target).split(path.sep).join('/');
  const who = from ? from.name : path.basename(file);
  if (!PUBLIC.test(inside)) {
    return `${who} imports ${inside} of the ${to.name} module; import its public file (the ${to.name} folder, its index.ts)`;
  }
  if (!from || from.root !== to.root) return null;
  const layers = layersOf(from.root);
  if (!layers.has(from.name) || !layers.has(to.name) || layers.get(to.name) < layers.get(from.name)) return null;
  return `${from.name} uses ${to.name}, which comes after it in ${MODULE_LIST}: a module uses only those before it, so no two modules depend on each other`;
}

/** The non-test TypeScript files of the modules under `root` (relative to `root`, with `/`). */
export function moduleFiles(root) {
  const base = path.join(root, MODULES);
  return fs
    .readdirSync(base, { recursive: true })
    .map((entry) => path.join(MODULES, String(entry)).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !isTestFile(file) && !file.endsWith('.d.ts'));
}

/**
 * The module graph of `files` (relative to `root`, `read` gives a file's text): for each module the
 * modules it imports (a set), and every breach of `moduleBreach`.
 */
export function moduleGraph(root, files, read) {
  const graph = new Map();
  const breaches = [];
  for (const file of files) {
    const from = moduleOf(path.join(root, file));
    if (!from) continue;
    if (!graph.has(from.name)) graph.set(from.name, new Set());
    for (const specifier of importSpecifiers(read(file))) {
      const foreign = foreignModuleOf(path.join(root, file), specifier);
      if (!foreign) continue;
      graph.get(from.name).add(foreign.to);
      const breach = moduleBreach(path.join(root, file), specifier);
      if (breach) breaches.push({ file, specifier, breach });
    }
  }
  return { graph, breaches };
}

/** The cycles of a graph: its strongly connected components of more than one node (Tarjan), sorted. */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}
