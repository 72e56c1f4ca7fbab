import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { workingTreeFiles } from './feature-boundaries.mjs';

/** The remotes' source files (no tests), relative to the repository. */
const sources = workingTreeFiles(repoRoot).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const isApiFile = (file: string) => file.includes('/api/') || /(^|[/-])api\.ts$/.test(path.basename(file));

describe("the remotes' server calls", () => {
  it("leave components to call the API through a feature's api/ files", () => {
    const callers = sources.filter((file) => file.endsWith('.tsx') && /\bapi(<[^>]*>)?\(/.test(read(file)));
    expect(callers).toEqual([]);
  });

  it('name every fetcher in one style: get… for a read (never fetch… or load…)', () => {
    const names = sources
      .filter(isApiFile)
      .flatMap((file) =>
        [...read(file).matchAll(/export (?:async )?function (\w+)/g)].map((match) => `${file}: ${match[1]}`),
      )
      .filter((entry) => /: (fetch|load)[A-Z]/.test(entry));
    expect(names).toEqual([]);
  });
});
