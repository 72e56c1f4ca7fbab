import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE } from '../contract/languages';

const require = createRequire(import.meta.url);
const { fill, FALLBACK_LANGUAGE: BUILD_FALLBACK_LANGUAGE } = require('./locale-fallback-loader.cjs') as {
  fill: (fallback: object, own: object) => Record<string, unknown>;
  FALLBACK_LANGUAGE: string;
};

describe('a catalogue filled from the fallback language at build time', () => {
  it('takes the fallback text only for a key the language lacks, at any depth', () => {
    const nl = { login: { title: 'Inloggen', forgot: 'Wachtwoord vergeten?' }, only: 'Alleen nl' };
    const de = { login: { title: 'Einloggen' } };
    expect(fill(nl, de)).toEqual({
      login: { title: 'Einloggen', forgot: 'Wachtwoord vergeten?' },
      only: 'Alleen nl',
    });
  });

  it('keeps every text the language has, and its gendered variants', () => {
    const nl = { body: { slim: 'Slank' } };
    const fr = { body: { slim: 'Mince', slim_male: 'Mince', slim_female: 'Mince' } };
    expect(fill(nl, fr)).toEqual(fr);
  });

  it('uses the spec fallback language of the contract', () => {
    expect(BUILD_FALLBACK_LANGUAGE).toBe(FALLBACK_LANGUAGE);
  });
});
