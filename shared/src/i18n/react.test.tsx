import { act, cleanup, render, screen } from '@testing-library/react';
import { Texts, type Backend, type Catalogue } from './core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Trans, useTranslation, type TranslationOptions } from './react';

afterEach(cleanup);

type Catalogues = Record<string, Record<string, Catalogue>>;

/** A set of texts whose backend answers each `load(language, namespace)` only when the test says so. */
async function lazyI18n(catalogues: Catalogues, language = 'en') {
  const waiting = new Map<string, (error?: Error) => void>();
  const reads: string[] = [];
  const backend: Backend = {
    type: 'backend',
    read(lng, ns, callback) {
      reads.push(`${lng}|${ns}`);
      waiting.set(`${lng}|${ns}`, (error) =>
        error ? callback(error, false) : callback(null, catalogues[lng]?.[ns] ?? {}),
      );
    },
  };
  const i18n = new Texts();
  const started = i18n.use(backend).init({ lng: language, fallbackLng: false, ns: [] });
  /** Answers the backend's pending read of `language|namespace` (with its texts, or with `error`). */
  const answer = async (key: string, error?: Error) => {
    const respond = waiting.get(key);
    if (!respond) throw new Error(`nothing asked for ${key}; asked: ${[...waiting.keys()].join(', ')}`);
    waiting.delete(key);
    await act(async () => respond(error));
  };
  await started;
  return { i18n, answer, asked: () => [...waiting.keys()], reads };
}

function loadedI18n(catalogues: Catalogues, language = 'en'): Texts {
  const i18n = new Texts();
  void i18n.init({ lng: language, resources: structuredClone(catalogues) });
  return i18n;
}

const catalogues: Catalogues = {
  en: {
    members: {
      title: 'Members',
      likes_one: '{{count}} like',
      likes_other: '{{count}} likes',
      deleted: 'Account deleted',
      deleted_female: 'She deleted her account',
      deleted_male: 'He deleted his account',
      greeting: 'Hello {{name}}',
      terms:
        'By signing up you accept our <terms>terms and conditions</terms> and our <privacy>privacy statement</privacy>.',
      icon: 'Look <icon/> here',
      unknown: 'Keep <b>this</b> text',
    },
  },
  de: { members: { title: 'Mitglieder', likes_one: '{{count}} Like', likes_other: '{{count}} Likes' } },
};

function Title({ options, renders }: { options?: TranslationOptions; renders?: unknown[] }) {
  const { t, ready } = useTranslation('members', options);
  renders?.push(t);
  return (
    <h1 data-ready={String(ready)} data-testid="title">
      {t('title')}
    </h1>
  );
}

describe('useTranslation', () => {
  it('suspends until a lazily loaded namespace arrives, then renders its text', async () => {
    const { i18n, answer, asked } = await lazyI18n(catalogues);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title options={{ i18n }} />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByTestId('title')).toBeNull();
    expect(asked()).toEqual(['en|members']);

    await answer('en|members');
    expect(screen.getByTestId('title').textContent).toBe('Members');
    expect(screen.getByTestId('title').dataset.ready).toBe('true');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('asks the backend once while several components wait for the same namespace', async () => {
    const { i18n, answer, reads } = await lazyI18n(catalogues);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title options={{ i18n }} />
        <Title options={{ i18n }} />
      </Suspense>,
    );
    await answer('en|members');
    expect(screen.getAllByTestId('title').map((title) => title.textContent)).toEqual(['Members', 'Members']);
    expect(reads).toEqual(['en|members']);
  });

  it('re-renders on a language change once the texts of the new language have loaded', async () => {
    const { i18n, answer } = await lazyI18n(catalogues);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title options={{ i18n }} />
      </Suspense>,
    );
    await answer('en|members');
    expect(screen.getByTestId('title').textContent).toBe('Members');

    let changed: Promise<unknown> = Promise.resolve();
    await act(async () => {
      changed = i18n.changeLanguage('de');
    });
    // i18next keeps the old language until the new one's texts are there: no keys, no fallback.
    expect(screen.getByTestId('title').textContent).toBe('Members');
    await answer('de|members');
    await act(async () => changed);
    expect(screen.getByTestId('title').textContent).toBe('Mitglieder');
  });

  it('re-renders on a language change whose texts are there', async () => {
    const i18n = loadedI18n(catalogues);
    render(<Title options={{ i18n }} />);
    expect(screen.getByTestId('title').textContent).toBe('Members');
    await act(async () => i18n.changeLanguage('de'));
    expect(screen.getByTestId('title').textContent).toBe('Mitglieder');
  });

  it('re-renders when texts of its namespace are added', async () => {
    const i18n = loadedI18n({ en: { members: {} } });
    render(<Title options={{ i18n }} />);
    expect(screen.getByTestId('title').textContent).toBe('title');
    act(() => void i18n.addResourceBundle('en', 'members', { title: 'Members' }));
    expect(screen.getByTestId('title').textContent).toBe('Members');
  });

  it('with useSuspense: false renders at once with ready: false, then the texts with ready: true', async () => {
    const { i18n, answer } = await lazyI18n(catalogues);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title options={{ i18n, useSuspense: false }} />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByTestId('title').dataset.ready).toBe('false');
    expect(screen.getByTestId('title').textContent).toBe('title');

    await answer('en|members');
    expect(screen.getByTestId('title').dataset.ready).toBe('true');
    expect(screen.getByTestId('title').textContent).toBe('Members');
  });

  it('renders the keys once a namespace fails to load, with or without Suspense', async () => {
    const { i18n, answer } = await lazyI18n(catalogues);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title options={{ i18n, useSuspense: false }} />
      </Suspense>,
    );
    await answer('en|members', new Error('offline'));
    expect(screen.getByTestId('title').dataset.ready).toBe('true');
    expect(screen.getByTestId('title').textContent).toBe('title');
    cleanup();

    const other = await lazyI18n(catalogues);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Title options={{ i18n: other.i18n }} />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await other.answer('en|members', new Error('offline'));
    expect(screen.getByTestId('title').textContent).toBe('title');
  });

  it('answers the key (or the default value) and does not wait while i18next has not started', () => {
    const i18n = new Texts();
    function Spinner() {
      const { t, ready } = useTranslation('common', { i18n });
      return <p data-ready={String(ready)}>{`${t('loading', 'Loading')} ${t('other.key')}`}</p>;
    }
    render(<Spinner />);
    expect(screen.getByText('Loading other.key').dataset.ready).toBe('false');
  });

  it('keeps the identity of t across re-renders, and gives a new one for another language', async () => {
    const i18n = loadedI18n(catalogues);
    const renders: unknown[] = [];
    let effects = 0;
    function Counter({ n }: { n: number }) {
      const { t } = useTranslation('members', { i18n });
      renders.push(t);
      useEffect(() => {
        effects += 1;
      }, [t]);
      return <p data-testid="likes">{t('likes', { count: n })}</p>;
    }
    const { rerender } = render(<Counter n={1} />);
    rerender(<Counter n={2} />);
    rerender(<Counter n={3} />);
    expect(screen.getByTestId('likes').textContent).toBe('3 likes');
    // New texts of the namespace render again, with the same t.
    act(() => void i18n.addResourceBundle('en', 'members', { likes_other: '{{count}} hearts' }, true, true));
    expect(screen.getByTestId('likes').textContent).toBe('3 hearts');
    expect(new Set(renders).size).toBe(1);
    expect(effects).toBe(1);

    await act(async () => i18n.changeLanguage('de'));
    expect(screen.getByTestId('likes').textContent).toBe('3 Likes');
    expect(new Set(renders).size).toBe(2);
    expect(effects).toBe(2);
  });

  it('gives t with plurals, context and interpolation', () => {
    const i18n = loadedI18n(catalogues);
    function Texts() {
      const { t } = useTranslation('members', { i18n });
      return (
        <ul>
          <li>{t('likes', { count: 1 })}</li>
          <li>{t('likes', { count: 5 })}</li>
          <li>{t('deleted', { context: 'female' })}</li>
          <li>{t('deleted', { context: 'male' })}</li>
          <li>{t('deleted', {})}</li>
          <li>{t('greeting', { name: 'Anna' })}</li>
        </ul>
      );
    }
    render(<Texts />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 like',
      '5 likes',
      'She deleted her account',
      'He deleted his account',
      'Account deleted',
      'Hello Anna',
    ]);
  });

  it('takes the default namespace without one, and the first of several', () => {
    const i18n = new Texts();
    void i18n.init({
      lng: 'en',
      defaultNS: 'common',
      resources: { en: { common: { yes: 'Yes' }, members: { title: 'Members' } } },
    });
    function Greeting() {
      const { t } = useTranslation(undefined, { i18n });
      const { t: members } = useTranslation(['members', 'common'], { i18n });
      return <p>{`${t('yes')} ${members('title')} ${members('yes', { ns: 'common' })}`}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Yes Members Yes')).toBeTruthy();
  });
});

describe('Trans', () => {
  const i18n = loadedI18n(catalogues);

  /** Like the router's `Link`: the element `Trans` gets has no children of its own. */
  function Link({ to, className, children }: { to: string; className?: string; children?: ReactNode }) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }

  function Terms({ i18nKey = 'terms' }: { i18nKey?: string }) {
    const { t } = useTranslation('members', { i18n });
    return (
      <p data-testid="text">
        <Trans
          t={t}
          i18nKey={i18nKey}
          components={{
            terms: <Link to="/pages/terms" className="terms" />,
            privacy: <Link to="/pages/privacy" />,
            icon: <img alt="icon" src="/icon.svg" />,
          }}
        />
      </p>
    );
  }

  it('puts the components around their inner text, in order, and keeps the plain text', () => {
    render(<Terms />);
    const text = screen.getByTestId('text');
    expect(text.textContent).toBe('By signing up you accept our terms and conditions and our privacy statement.');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/pages/terms', 'terms and conditions'],
      ['/pages/privacy', 'privacy statement'],
    ]);
    expect(links[0]!.className).toBe('terms');
    expect([...text.childNodes].map((node) => node.nodeName)).toEqual(['#text', 'A', '#text', 'A', '#text']);
    expect(text.firstChild!.textContent).toBe('By signing up you accept our ');
    expect(text.lastChild!.textContent).toBe('.');
  });

  it('puts a self-closing tag as the component itself, and leaves the inner text of an unknown tag', () => {
    render(<Terms i18nKey="icon" />);
    expect(screen.getByTestId('text').innerHTML).toBe('Look <img alt="icon" src="/icon.svg"> here');
    cleanup();
    render(<Terms i18nKey="unknown" />);
    expect(screen.getByTestId('text').innerHTML).toBe('Keep this text');
  });

  it('passes values to t', () => {
    function Greeting() {
      const { t } = useTranslation('members', { i18n });
      return (
        <p data-testid="text">
          <Trans t={t} i18nKey="greeting" values={{ name: 'Anna' }} />
        </p>
      );
    }
    render(<Greeting />);
    expect(screen.getByTestId('text').textContent).toBe('Hello Anna');
  });
});
