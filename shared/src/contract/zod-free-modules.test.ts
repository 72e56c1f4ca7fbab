import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Contract modules that pages import at render: they must not import zod, directly or through the
 * modules they import, or zod (about 22 KiB brotli) joins every first visit that needs one of their
 * constants (ADR 0019). The schemas import their constants from these, never the other way round.
 */
const ZOD_FREE_MODULES = [
  'constants.ts',
  'mail-off.ts',
  'live-constants.ts',
  'member-constants.ts',
  'profile-values.ts',
  'photo-constants.ts',
  'notification-kinds.ts',
  'discount-code-constants.ts',
  'return-path.ts',
  'complaint-subjects.ts',
  'direct-debit-constants.ts',
  'sms-code-constants.ts',
  'withdrawal-constants.ts',
  'iban-display.ts',
  'sought-genders.ts',
  'signup-limit-constants.ts',
  'shell-routes.ts',
  'zod-jitless.ts',
  'complaint-limit-constants.ts',
  'chat-photo-limit-constants.ts',
];

const CONTRACT_DIR = import.meta.dirname;

/** The specifiers of a module's static and dynamic imports and re-exports. */
function importsOf(source: string): string[] {
  const pattern = /\b(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '');
}

/** A relative specifier's file (`./x` is `./x.ts`, or `./x/index.ts`). */
function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** Every package a module imports, through its relative imports too, each with the module that imports it. */
function packagesReached(file: string, seen = new Set<string>()): { module: string; imports: string }[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const found: { module: string; imports: string }[] = [];
  for (const specifier of importsOf(fs.readFileSync(file, 'utf8'))) {
    if (specifier.startsWith('.')) found.push(...packagesReached(resolve(file, specifier), seen));
    else found.push({ module: path.relative(CONTRACT_DIR, file), imports: specifier });
  }
  return found;
}

describe('zod-free contract modules', () => {
  it.each(ZOD_FREE_MODULES)('%s imports no zod, directly or through its imports', (name) => {
    const file = path.join(CONTRACT_DIR, name);
    expect(fs.existsSync(file)).toBe(true);
    const zod = packagesReached(file).filter(({ imports }) => imports === 'zod' || imports.startsWith('zod/'));
    expect(zod).toEqual([]);
  });

  it('sees an import of zod when there is one', () => {
    expect(importsOf("import { z } from 'zod';\nexport { a } from './a';\nconst b = import('./b');")).toEqual([
      'zod',
      './a',
      './b',
    ]);
    expect(packagesReached(path.join(CONTRACT_DIR, 'profile.ts')).map(({ imports }) => imports)).toContain('zod');
  });
});
