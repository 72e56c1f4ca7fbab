import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_FOLDER } from '../contract/remote-names';
import { FIRST_VISIT_FOLDER as BUILD_FOLDER } from './first-visit-folder.mjs';
import { createFirstVisitConfig } from './first-visit-config.mjs';

describe('the first-visit page build (ADR 0036)', () => {
  const config = createFirstVisitConfig({ dir: '/repo/mf-x', name: 'mf_x', entry: './src/first-visit/index.tsx' });

  it('writes into the folder the server reads, with the folder name of the contract', () => {
    expect(BUILD_FOLDER).toBe(FIRST_VISIT_FOLDER);
    expect(config.output?.path).toBe(path.join('/repo/mf-x', 'dist', FIRST_VISIT_FOLDER));
    expect(config.entry).toEqual({ [FIRST_VISIT_FOLDER]: './src/first-visit/index.tsx' });
  });

  it('runs after the remote it belongs to, which empties dist first, and is not a federation container', () => {
    expect(config.dependencies).toEqual(['mf_x']);
    const names = (config.plugins ?? []).map((plugin) => plugin?.constructor.name);
    expect(names).not.toContain('ModuleFederationPlugin');
    expect(names).toContain('PageChunksPlugin');
  });
});
