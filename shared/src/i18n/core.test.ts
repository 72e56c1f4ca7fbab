import { describe, expect, it, vi } from 'vitest';
import { Texts, type Backend, type Catalogue } from './core';

/** Texts whose backend answers when the test says so. */
function withBackend(catalogues: Record<string, Record<string, Catalogue>>) {
  const waiting = new Map<string, (fail?: boolean) => void>();
  const backend: Backend = {
    type: 'backend',
    read(language, namespace, callback) {
      waiting.set(`${language}|${namespace}`, (fail) =>
        fail ? callback(new Error('down'), false) : callback(null, catalogues[language]?.[namespace] ?? {}),
      );
    },
  };
  const answer = (key: string, fail?: boolean) => waiting.get(key)!(fail);
  return { texts: new Texts().use(backend), answer, asked: () => [...waiting.keys()] };
}

describe('Texts', () => {
  it('starts once the first catalogues have arrived, and tells its listeners', async () => {
    const { texts, answer } = withBackend({ en: { common: { hello: 'Hello {{name}}' } } });
    const started = vi.fn();
    texts.on('initialized', started);
    const init = texts.init({ lng: 'en', ns: ['common'], defaultNS: 'common' });
    expect(texts.isInitialized).toBe(false);
    answer('en|common');
    const t = await init;
    expect(started).toHaveBeenCalledTimes(1);
    expect(t('hello', { name: 'Anna' })).toBe('Hello Anna');
  });

  it('changes language only when the new language’s catalogues are there', async () => {
    const { texts, answer } = withBackend({ en: { common: { yes: 'Yes' } }, nl: { common: { yes: 'Ja' } } });
    const init = texts.init({ lng: 'en', ns: ['common'], defaultNS: 'common' });
    answer('en|common');
    await init;
    const changed = texts.changeLanguage('nl');
    expect(texts.language).toBe('en');
    expect(texts.t('yes')).toBe('Yes');
    answer('nl|common');
    await changed;
    expect(texts.t('yes')).toBe('Ja');
  });

  it('loads a namespace once, counts a failed load as loaded, and answers its keys then', async () => {
    const { texts, answer, asked } = withBackend({ en: { members: { title: 'Members' } } });
    await texts.init({ lng: 'en', ns: [] });
    const first = texts.loadNamespaces('members');
    const second = texts.loadNamespaces(['members']);
    expect(asked()).toEqual(['en|members']);
    expect(texts.hasLoadedNamespace('members')).toBe(false);
    answer('en|members', true);
    await Promise.all([first, second]);
    expect(texts.hasLoadedNamespace('members')).toBe(true);
    expect(texts.t('members:title')).toBe('title');
  });

  it('takes a namespace before the key, or as an option, and answers a missing key with the key or the default', async () => {
    const texts = new Texts();
    await texts.init({ lng: 'en', defaultNS: 'common', resources: { en: { common: { a: 'A' }, chat: { b: 'B' } } } });
    expect(texts.t('chat:b')).toBe('B');
    expect(texts.t('b', { ns: 'chat' })).toBe('B');
    expect(texts.getFixedT('en', 'chat')('b')).toBe('B');
    expect(texts.t('missing.key')).toBe('missing.key');
    expect(texts.t('missing.key', 'Fallback')).toBe('Fallback');
    expect(texts.exists('a')).toBe(true);
    expect(texts.exists('missing.key')).toBe(false);
  });
});
