// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import * as sass from 'sass-embedded';
import { describe, expect, it } from 'vitest';
import {
  BOOTSTRAP,
  definedClasses,
  expectedUsedClasses,
  SASS_OPTIONS,
  sourceWords,
  THEME_DIR,
  USED_CLASSES_FILE,
  usedClasses,
} from './used-classes';

describe('the Bootstrap classes of the site stylesheet', () => {
  it('_used-classes.scss lists the classes the sources use (else: pnpm exec tsx shared/src/theme/used-classes.ts)', async () => {
    expect(fs.readFileSync(USED_CLASSES_FILE, 'utf8')).toBe(await expectedUsedClasses());
  }, 60_000);

  it('site.scss keeps every rule of Bootstrap whose classes the sources all use', async () => {
    const site = (await sass.compileAsync(path.join(THEME_DIR, 'site.scss'), SASS_OPTIONS)).css;
    const all = (await sass.compileStringAsync(BOOTSTRAP, SASS_OPTIONS)).css;
    const used = new Set(usedClasses(definedClasses(all)));
    const selectors = (css: string) =>
      new Set([...css.matchAll(/([^{}]+)\{/g)].flatMap(([, list = '']) => list.split(',').map((one) => one.trim())));
    const kept = selectors(site);
    const missing = [...selectors(all)].filter(
      (selector) =>
        definedClasses(selector).size > 0 &&
        [...definedClasses(selector)].every((name) => used.has(name)) &&
        !kept.has(selector),
    );
    expect(missing).toEqual([]);
  }, 60_000);

  it('counts words of strings and the prefixes of template literals', () => {
    const file = path.join(THEME_DIR, 'fixture.tmp.tsx');
    fs.writeFileSync(file, "const a = <p className={`badge text-bg-${tone} ${big ? 'fs-4' : ''}`} />;\n");
    try {
      const { words, prefixes } = sourceWords([file]);
      expect([...words]).toEqual(expect.arrayContaining(['badge', 'fs-4']));
      expect([...prefixes]).toEqual(['text-bg-']);
      expect(usedClasses(new Set(['text-bg-danger', 'fs-4', 'fs-5', 'badge']), { words, prefixes })).toEqual([
        'badge',
        'fs-4',
        'text-bg-danger',
      ]);
    } finally {
      fs.rmSync(file);
    }
  });
});
