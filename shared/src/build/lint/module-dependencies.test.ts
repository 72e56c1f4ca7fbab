import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { cyclesOf, documentedModules, MODULE_LIST, moduleFiles, moduleGraph } from './module-boundaries.mjs';

const DOC = MODULE_LIST;

/** The module graph of the files under `root` (a repository or a fixture of one). */
function graphOf(root: string) {
  // lint-rules.test.ts plants files named planted-<pid> for a moment, maybe while this test runs.
  const files = moduleFiles(root).filter((file: string) => !/\/planted-\d+\./.test(file));
  return moduleGraph(root, files, (file) => fs.readFileSync(path.join(root, file), 'utf8')).graph;
}

describe('the server modules', () => {
  const graph = graphOf(repoRoot);
  const documented = documentedModules(fs.readFileSync(path.join(repoRoot, DOC), 'utf8'));

  it('import each other without a cycle', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it(`are all in ${DOC}, each using only modules above it`, () => {
    const folders = fs
      .readdirSync(path.join(repoRoot, 'api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(documented.map((module) => module.name).sort()).toEqual(folders.sort());
    const above = new Set<string>();
    for (const module of documented) {
      expect(
        module.uses.filter((used) => !above.has(used)),
        `${module.name} uses a module below it`,
      ).toEqual([]);
      above.add(module.name);
    }
  });

  it(`depend on what ${DOC} says, no more and no less`, () => {
    const actual = Object.fromEntries(documented.map(({ name }) => [name, [...(graph.get(name) ?? [])].sort()]));
    const listed = Object.fromEntries(documented.map(({ name, uses }) => [name, uses]));
    expect(actual).toEqual(listed);
  });
});

describe('the module graph', () => {
  /** A fixture repository: `api/src/modules/<module>/<file>` with the given text. */
  function fixture(files: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'modules-'));
    for (const [file, text] of Object.entries(files)) {
      const at = path.join(root, 'api/src/modules', file);
      fs.mkdirSync(path.dirname(at), { recursive: true });
      fs.writeFileSync(at, text);
    }
    return root;
  }

  it('finds a planted cycle between modules, type-only imports and a module index included', () => {
    const root = fixture({
      'a/a.service.ts': "import { b } from '../b/b.service';\nexport const a = b;\n",
      'b/b.service.ts': "import type { C } from '../c';\nexport const b: C = 1;\n",
      'c/index.ts': "export { a as C } from '../a/a.service';\n",
      'c/c.test.ts': "import { d } from '../d/d.service';\n",
      'd/d.service.ts': "import { a } from '../a/a.service';\nexport const d = a;\n",
    });
    try {
      const graph = graphOf(root);
      expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
      expect([...graph.get('c')!]).toEqual(['a']);
      expect([...graph.get('d')!]).toEqual(['a']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads the list of the doc', () => {
    expect(
      documentedModules('1. **geo**: countries; uses: nothing.\n2. **users**: the member; sign-up; uses: geo, auth.\n'),
    ).toEqual([
      { name: 'geo', uses: [] },
      { name: 'users', uses: ['auth', 'geo'] },
    ]);
  });
});
