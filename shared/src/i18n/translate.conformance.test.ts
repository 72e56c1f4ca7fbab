import fs from 'node:fs';
import path from 'node:path';
// oxlint-disable-next-line no-restricted-imports -- i18next is the reference this test holds the site's texts to.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contract/languages';
import { Texts, type Catalogue } from './core';

/**
 * The site's own texts (`core.ts`, ADR 0020) must answer exactly as i18next, which the site used
 * before, for every text of every catalogue in every language: plain, with the counts whose plural
 * forms differ between the languages, with each gender as context, and with every placeholder filled.
 * i18next is a development dependency for this test only.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const PACKAGES = ['shared', 'shell', 'mf-auth-signup', 'mf-members', 'mf-chat', 'mf-payments', 'mf-landers'];

/** Every folder of catalogues (`<lang>.json` files) in the packages' sources. */
function catalogueFolders(): string[] {
  const folders: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const child = path.join(folder, entry.name);
      if (entry.name === 'locales' && fs.existsSync(path.join(child, 'en.json'))) folders.push(child);
      else walk(child);
    }
  };
  for (const name of PACKAGES) walk(path.join(root, name, 'src'));
  return folders;
}

/** Every key of a catalogue with a text, dotted, without plural and context suffixes. */
function baseKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const dotted = `${prefix}${key}`;
    if (typeof value !== 'string') return baseKeys(value, `${dotted}.`);
    return [dotted.replace(/_(zero|one|two|few|many|other)$/, '').replace(/_(male|female)$/, '')];
  });
}

/** A value for every placeholder of every text. */
function placeholderValues(catalogue: Catalogue): Record<string, string> {
  const names = JSON.stringify(catalogue).match(/\{\{\s*[^}]+?\s*\}\}/g) ?? [];
  return Object.fromEntries(names.map((name) => [name.slice(2, -2).trim(), `<${name.slice(2, -2).trim()}>`]));
}

const OPTIONS = [
  {},
  ...[0, 1, 2, 3, 5, 11, 22, 25, 101, 1.5].map((count) => ({ count })),
  { context: 'male' },
  { context: 'female' },
  { context: 'female', count: 1 },
  { context: 'male', count: 5 },
  { context: 'female', count: 0 },
];

describe('the site’s texts answer as i18next', () => {
  const folders = catalogueFolders();

  it('finds the catalogues of every package', () => {
    expect(folders.length).toBeGreaterThan(20);
  });

  for (const language of LANGUAGES) {
    it(`answers every text in ${language} as i18next does`, async () => {
      let compared = 0;
      for (const folder of folders) {
        const file = path.join(folder, `${language}.json`);
        if (!fs.existsSync(file)) continue;
        const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
        const resources = { [language]: { texts: catalogue } };
        const ours = new Texts();
        await ours.init({ lng: language, defaultNS: 'texts', resources: structuredClone(resources) });
        const theirs = i18next.createInstance();
        await theirs.init({
          lng: language,
          fallbackLng: false,
          defaultNS: 'texts',
          resources: structuredClone(resources),
          interpolation: { escapeValue: false },
        });
        const values = placeholderValues(catalogue);
        for (const key of new Set([...baseKeys(catalogue), 'no.such.key'])) {
          for (const options of OPTIONS) {
            const given = { ...values, ...options };
            expect(ours.t(key, given), `${path.relative(root, file)} ${key} ${JSON.stringify(options)}`).toBe(
              theirs.t(key, given),
            );
            compared += 1;
          }
        }
        expect(ours.t('no.such.key', { defaultValue: 'Default {{name}}', name: 'Anna' })).toBe(
          theirs.t('no.such.key', { defaultValue: 'Default {{name}}', name: 'Anna' }),
        );
      }
      expect(compared).toBeGreaterThan(1000);
      // Thousands of comparisons per language: 3 to 6 s on a busy 2-core machine.
    }, 30_000);
  }
});
