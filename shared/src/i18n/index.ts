import i18next, { type BackendModule, type ReadCallback, type ResourceLanguage } from 'i18next';
import { LANGUAGES, type Language } from '../contract/languages';

type Catalogue = ResourceLanguage;
type Loader = (language: Language) => Promise<{ default: Catalogue } | Catalogue>;

const loaders = new Map<string, Loader>();

/**
 * Each package registers its namespace with a loader that imports one language's catalogue, so a
 * page loads only the texts of its own language and package.
 */
export function registerNamespace(namespace: string, loader: Loader): Promise<void> {
  loaders.set(namespace, loader);
  return i18next.isInitialized ? i18next.loadNamespaces(namespace) : Promise.resolve();
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = loaders.get(namespace);
    if (!loader) return callback(new Error(`no catalogue registered for ${namespace}`), false);
    loader(language as Language).then(
      (module) => callback(null, ('default' in module ? module.default : module) as Catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

registerNamespace('common', (language) => import(`./locales/${language}.json`));

/** Starts i18next once, in the shell, before the first render; components read it with `@app/shared/i18n/react`. */
export async function initI18n(language: Language): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  await i18next.use(lazyBackend).init({
    lng: language,
    // The build fills each catalogue's missing keys from the fallback language (nl, spec section 9),
    // so a page loads one catalogue per namespace and never the fallback's as well (ADR 0019).
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export { i18next };
