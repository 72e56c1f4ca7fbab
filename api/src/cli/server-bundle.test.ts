import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_SOURCES, buildBundle, builtEntry, sourceFingerprint } from './server-bundle.mjs';

const apiDir = path.resolve(import.meta.dirname, '../..');

describe('the compiled server', () => {
  let work = '';
  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'server-bundle-'));
  });
  afterAll(() => fs.rm(work, { recursive: true, force: true }));

  it('is named by its sources: a change to a source makes a new fingerprint, a change to a test does not', async () => {
    const root = path.join(work, 'tree');
    await fs.mkdir(path.join(root, 'src'), { recursive: true });
    await fs.writeFile(path.join(root, 'src/a.ts'), 'export const a = 1;');
    await fs.writeFile(path.join(root, 'src/a.test.ts'), 'test');
    const sources = { ...BUNDLE_SOURCES, root, folders: ['src'], files: [] };
    const first = await sourceFingerprint(sources);
    await fs.writeFile(path.join(root, 'src/a.test.ts'), 'another test');
    expect(await sourceFingerprint(sources)).toBe(first);
    await fs.writeFile(path.join(root, 'src/a.ts'), 'export const a = 2;');
    expect(await sourceFingerprint(sources)).not.toBe(first);
  });

  it("compiles the server's start into plain JS that keeps each file's place and runs without tsx", async () => {
    const sources = { ...BUNDLE_SOURCES, cacheDir: path.join(work, 'cache') };
    const fingerprint = await sourceFingerprint(sources);
    expect(await builtEntry(fingerprint, sources)).toBeNull();
    const entry = await buildBundle(fingerprint, sources);
    expect(await builtEntry(fingerprint, sources)).toBe(entry);
    const files = await fs.readdir(path.dirname(entry));
    const code = (
      await Promise.all(files.map((file) => fs.readFile(path.join(path.dirname(entry), file), 'utf8')))
    ).join('\n');
    // config.ts finds ./data from its own folder, not from the cache's; packages by their real path.
    expect(code).toContain(JSON.stringify(path.join(apiDir, 'src')));
    expect(code).not.toMatch(/\bimport\.meta\b/);
    expect(code).not.toMatch(/from "fastify"/);
    const compiled = (await import(pathToFileURL(entry).href)) as { start: unknown; failed: unknown };
    expect(typeof compiled.start).toBe('function');
    // Built again at once (a second start): the folder in place is kept.
    expect(await buildBundle(fingerprint, sources)).toBe(entry);
  }, 60_000);
});
