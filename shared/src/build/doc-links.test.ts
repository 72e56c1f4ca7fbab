import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenReferences, codePaths, linkTargets, projectDocuments } from './doc-links';
import { repoRoot } from './paths';

const readme = path.join(repoRoot, 'README.md');
const inDocs = path.join(repoRoot, 'docs', 'architecture', 'README.md');

describe('brokenReferences', () => {
  it('refuses a mention or a link of a folder beside the repository', () => {
    const text = 'The spec is `../shared/spec/product-spec.md`; see [it](../shared/ARCHITECTURE.md).';
    expect(brokenReferences(repoRoot, readme, text)).toEqual([
      { file: 'README.md', target: '../shared', why: 'outside the repository' },
      { file: 'README.md', target: '../shared', why: 'outside the repository' },
      { file: 'README.md', target: '../shared/ARCHITECTURE.md', why: 'outside the repository' },
    ]);
    expect(brokenReferences(repoRoot, inDocs, '[up](../../../x.md)')).toContainEqual({
      file: path.join('docs', 'architecture', 'README.md'),
      target: '../../../x.md',
      why: 'outside the repository',
    });
  });

  it('refuses a link or a repository path in code that names nothing', () => {
    const text = 'See [this](docs/nowhere.md) and `shared/src/contract/nothing-here.ts`.';
    expect(brokenReferences(repoRoot, readme, text).map((broken) => broken.target)).toEqual([
      'docs/nowhere.md',
      'shared/src/contract/nothing-here.ts',
    ]);
  });

  it('accepts links inside the repository, from the document’s own folder, with anchors', () => {
    const text =
      '[adr](../adr/0001-runtime-registry.md#status) [web](https://example.org) [top](#layout) `shared/src/`';
    expect(brokenReferences(repoRoot, inDocs, text)).toEqual([]);
    expect(linkTargets('[a](../x.md#y "title")\n[b]: ./z.md')).toEqual(['../x.md', './z.md']);
    expect(codePaths('`pnpm start` `api/src/app.ts` `/api/user.php` `data/site/`')).toEqual(['api/src/app.ts']);
  });
});

describe('the README and docs/', () => {
  it('carry the product, the architecture and the index of decisions', () => {
    for (const document of ['docs/README.md', 'docs/product/README.md', 'docs/architecture/README.md']) {
      expect(fs.existsSync(path.join(repoRoot, document)), document).toBe(true);
    }
    expect(fs.existsSync(path.join(repoRoot, 'docs/adr/README.md'))).toBe(true);
  });

  it('link only inside the repository, to files that exist', () => {
    const broken = projectDocuments(repoRoot).flatMap((file) =>
      brokenReferences(repoRoot, file, fs.readFileSync(file, 'utf8')),
    );
    expect(broken).toEqual([]);
  });

  it('index every decision record', () => {
    const index = fs.readFileSync(path.join(repoRoot, 'docs/adr/README.md'), 'utf8');
    const records = fs.readdirSync(path.join(repoRoot, 'docs/adr')).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
