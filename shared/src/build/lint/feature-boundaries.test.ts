import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { boundaryBreach, crossFeatureImports, importSpecifiers, workingTreeFiles } from './feature-boundaries.mjs';

const at = (file: string) => path.join(repoRoot, file);

describe('boundaryBreach', () => {
  it('names an import from one feature folder into another, and from common/ into a feature', () => {
    expect(boundaryBreach(at('mf-chat/src/features/chat-list/a.ts'), '../chat-room/b')).toMatch(
      /^features\/chat-list imports features\/chat-room/,
    );
    expect(boundaryBreach(at('mf-landers/src/designs/video/a.tsx'), '../gallery/b')).toMatch(
      /^designs\/video imports designs\/gallery/,
    );
    expect(boundaryBreach(at('mf-chat/src/common/a.ts'), '../features/chat-room/b')).toMatch(/^common\/ imports/);
  });

  it('lets a feature import itself, common/, the remote root and packages', () => {
    expect(boundaryBreach(at('mf-chat/src/features/chat-room/x/a.ts'), '../b')).toBeNull();
    expect(boundaryBreach(at('mf-chat/src/features/chat-room/a.ts'), '../../common/b')).toBeNull();
    expect(boundaryBreach(at('mf-chat/src/features/chat-room/a.ts'), '../../test-support/b')).toBeNull();
    expect(boundaryBreach(at('mf-chat/src/features/chat-room/a.ts'), '@app/shared/stores/user')).toBeNull();
    expect(boundaryBreach(at('mf-chat/src/routes.tsx'), './features/chat-room/a')).toBeNull();
  });
});

describe('importSpecifiers', () => {
  it('finds static imports, re-exports, side-effect and dynamic imports', () => {
    const text = [
      "import type { A } from './a';",
      "import {\n  b,\n} from '../b';",
      "export { c } from './c';",
      "import './d.css';",
      'const e = () => import(/* webpackChunkName: "e" */ \'./e\');',
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a', '../b', './c', './d.css', './e']);
  });
});

describe('the remotes', () => {
  it('have no import from one feature folder into another (count: node shared/src/build/lint/feature-boundaries.mjs [ref])', () => {
    const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
    // lint-rules.test.ts plants files named planted-<pid> for a moment, maybe while this test runs.
    const files = workingTreeFiles(repoRoot).filter((file) => !/\/planted-\d+\./.test(file));
    const { imports, pairs } = crossFeatureImports(files, read);
    expect(imports).toEqual([]);
    expect(pairs).toEqual([]);
  });
});
