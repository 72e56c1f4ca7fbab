import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The module specifiers a file imports, in order (static imports only). */
async function importsOf(file: string): Promise<string[]> {
  const text = await fs.readFile(path.join(repoRoot, file), 'utf8');
  return [...text.matchAll(/^import\s+(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
}

describe('the server process’s V8 settings (ADR 0046)', () => {
  it.each(['api/src/cli/launch.mjs', 'api/src/cli/start.ts', 'api/bench/chat-server-main.ts'])(
    'are the first thing %s imports, before any of the server’s code allocates',
    async (file) => {
      const [first] = await importsOf(file);
      expect(first).toMatch(/\/v8-tuning\.mjs$/);
    },
  );
});
