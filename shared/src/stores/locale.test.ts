// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { detectLocale, localeCookie, readLocaleCookie } from './locale';

const none = { cookie: null, domainLanguage: null, browserLanguages: [] as string[] };

describe('detectLocale', () => {
  it('takes the cookie first when it is a supported language', () => {
    expect(detectLocale({ cookie: 'fr', domainLanguage: 'nl', browserLanguages: ['de-DE'] })).toBe('fr');
  });

  it('skips an unsupported cookie and takes the domain language', () => {
    expect(detectLocale({ cookie: 'xx', domainLanguage: 'nl', browserLanguages: ['de-DE'] })).toBe('nl');
  });

  it('takes the domain language when there is no cookie', () => {
    expect(detectLocale({ ...none, domainLanguage: 'pl', browserLanguages: ['de'] })).toBe('pl');
  });

  it('skips an unsupported domain language and takes the browser language', () => {
    expect(detectLocale({ cookie: 'xx', domainLanguage: 'pt', browserLanguages: ['de'] })).toBe('de');
    expect(detectLocale({ ...none, domainLanguage: undefined, browserLanguages: ['it'] })).toBe('it');
  });

  it('matches browser languages by their base tag', () => {
    expect(detectLocale({ ...none, browserLanguages: ['de-AT'] })).toBe('de');
    expect(detectLocale({ ...none, browserLanguages: ['FR-ca'] })).toBe('fr');
  });

  it('maps Norwegian (no, nn, nb) to nb', () => {
    expect(detectLocale({ ...none, browserLanguages: ['no'] })).toBe('nb');
    expect(detectLocale({ ...none, browserLanguages: ['nn'] })).toBe('nb');
    expect(detectLocale({ ...none, browserLanguages: ['nn-NO'] })).toBe('nb');
    expect(detectLocale({ ...none, browserLanguages: ['nb-NO'] })).toBe('nb');
  });

  it('takes the first supported browser language', () => {
    expect(detectLocale({ ...none, browserLanguages: ['pt-BR', 'ja', 'sv-SE', 'de'] })).toBe('sv');
  });

  it('falls back to en', () => {
    expect(detectLocale(none)).toBe('en');
    expect(detectLocale({ cookie: 'xx', domainLanguage: 'pt', browserLanguages: ['ja', 'zh-CN'] })).toBe('en');
  });
});

describe('readLocaleCookie', () => {
  it('reads the locale cookie among others', () => {
    expect(readLocaleCookie('a=1; locale=de; b=2')).toBe('de');
    expect(readLocaleCookie('locale=nl')).toBe('nl');
    expect(readLocaleCookie('session=abc; locale=sv')).toBe('sv');
  });

  it('gives null without a locale cookie', () => {
    expect(readLocaleCookie('')).toBeNull();
    expect(readLocaleCookie('a=1; b=2')).toBeNull();
  });

  it('does not take a cookie whose name merely ends in locale', () => {
    expect(readLocaleCookie('oldlocale=fr')).toBeNull();
    expect(readLocaleCookie('oldlocale=fr; locale=it')).toBe('it');
  });

  it('reads back what localeCookie writes', () => {
    document.cookie = localeCookie('fi');
    expect(readLocaleCookie(document.cookie)).toBe('fi');
  });
});

describe('localeCookie', () => {
  it('keeps the language a year for the whole site', () => {
    const cookie = localeCookie('de');
    const parts = cookie.split('; ');
    expect(parts[0]).toBe('locale=de');
    expect(parts).toContain('Max-Age=31536000');
    expect(parts).toContain('Path=/');
  });
});
