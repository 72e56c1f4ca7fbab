import { LANGUAGES, type Language } from '../contract/languages';
import { Texts, type Backend, type Catalogue } from './core';

export type { Catalogue, TFunction } from './core';
export { Texts };

type Loader = (language: Language) => Promise<{ default: Catalogue } | Catalogue>;

const loaders = new Map<string, Loader>();

/** The site's one set of texts: shell and remotes read it (a Module Federation singleton). */
export const i18n = new Texts();

/**
 * Each package registers its namespace with a loader that imports one language's catalogue, so a
 * page loads only the texts of its own language and package.
 */
export function registerNamespace(namespace: string, loader: Loader): Promise<void> {
  loaders.set(namespace, loader);
  return i18n.isInitialized ? i18n.loadNamespaces(namespace) : Promise.resolve();
}

const lazyBackend: Backend = {
  type: 'backend',
  read(language, namespace, callback) {
    const loader = loaders.get(namespace);
    if (!loader) return callback(new Error(`no catalogue registered for ${namespace}`), false);
    loader(language as Language).then(
      (module) => callback(null, ('default' in module ? module.default : module) as Catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

registerNamespace('common', (language) => import(`./locales/${language}.json`));

/** Starts the texts once, in the shell, before the first render; components read them with `@app/shared/i18n/react`. */
export async function initI18n(language: Language): Promise<Texts> {
  if (i18n.isInitialized) return i18n;
  await i18n.use(lazyBackend).init({
    lng: language,
    // The build fills each catalogue's missing keys from the fallback language (nl, spec section 9),
    // so a page loads one catalogue per namespace and never the fallback's as well (ADR 0019).
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
  });
  return i18n;
}
