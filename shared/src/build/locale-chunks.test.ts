import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPackageCatalogue } from './locale-chunks.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');
const at = (file: string) => path.join(repo, file);

describe('the chunk of a language', () => {
  it("holds the package's own catalogues, its features' and its designs'", () => {
    for (const file of [
      'mf-landers/src/locales/de.json',
      'mf-landers/src/features/home/locales/de.json',
      'mf-landers/src/designs/gallery/locales/de.json',
    ]) {
      expect(isPackageCatalogue(at(file), false), file).toBe(true);
    }
  });

  it("holds the shared texts only in the shell: a remote's copy would never be used", () => {
    expect(isPackageCatalogue(at('shared/src/i18n/locales/de.json'), true)).toBe(true);
    expect(isPackageCatalogue(at('shared/src/i18n/locales/de.json'), false)).toBe(false);
  });

  it('holds nothing else', () => {
    expect(isPackageCatalogue(at('mf-landers/src/designs/maplanding/maps/nl.json'), false)).toBe(false);
    expect(isPackageCatalogue(at('mf-landers/src/locales/load-catalogue.ts'), false)).toBe(false);
  });
});
