import {
  cloneElement,
  createElement,
  Fragment,
  useCallback,
  useEffect,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { i18n as siteTexts, type Texts as I18n, type TFunction } from '@app/shared/i18n';

/*
 * The site's own binding of its texts (`@app/shared/i18n`) to React (ADR 0019, 0020): the hook and the one `Trans` the site needs,
 * about 1.2 KiB brotli in the shell's first script where the general-purpose binding and its HTML parser
 * took about 9.
 * It reads the one set of texts of `@app/shared/i18n` (a Module Federation singleton, as is this module),
 * so shell and remotes render with the same language and catalogues.
 *
 * This file holds no JSX (it is `createElement`) because `@app/shared/i18n/*` resolves to `.ts` files.
 */

export interface TranslationOptions {
  /**
   * By default, while a namespace of the hook is not loaded in the current language, the
   * component suspends (the nearest `<Suspense>` shows its fallback). With `false` it renders at once
   * with `ready: false` and a `t` that answers the key until the texts arrive.
   */
  useSuspense?: boolean;
  /** Another set of texts than the site's (tests). */
  i18n?: I18n;
}

export interface Translation {
  /** `t` of the hook's (first) namespace in the current language; the same function until either changes. */
  t: TFunction;
  i18n: I18n;
  /** Whether the hook's namespaces are loaded in the current language. */
  ready: boolean;
}

/** `t` before the texts have started (tests that render without texts): the default value, else the key. */
const keyAsText = ((key: string | readonly string[], options?: unknown) => {
  if (typeof options === 'string') return options;
  const defaultValue = (options as { defaultValue?: unknown } | undefined)?.defaultValue;
  if (typeof defaultValue === 'string') return defaultValue;
  return Array.isArray(key) ? (key[key.length - 1] ?? '') : key;
}) as unknown as TFunction;

/** `init()` has been called: before that an instance has no store and answers '' for every key. */
const started = (i18n: I18n) => i18n.isInitialized || i18n.isInitializing;

function isReady(i18n: I18n, namespaces: readonly string[]): boolean {
  if (!i18n.isInitialized) return false;
  // Without a language nothing is ever loaded: render rather than wait forever.
  if (!i18n.languages?.length) return true;
  return namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
}

/** What the hooks of some namespaces (a space-separated key) render with. */
interface Snapshot {
  started: boolean;
  language: string | undefined;
  ready: boolean;
  /** Changes when texts of the namespaces are loaded, added or removed, or the texts start. */
  version: string;
  t: TFunction;
}

/** What this binding keeps per set of texts. */
interface Hub {
  /** Bumped when the texts start or change language. */
  epoch: number;
  /** Bumped per namespace when its texts are loaded (or failed to load), added or removed. */
  versions: Map<string, number>;
  listeners: Set<() => void>;
  snapshots: Map<string, Snapshot>;
  /** One loading promise per language and namespaces, so a suspended render throws the same one. */
  loads: Map<string, Promise<void>>;
}

const hubs = new WeakMap<I18n, Hub>();

/** The instance's hub; it listens to the instance from its first use on, for the instance's lifetime. */
function hubOf(i18n: I18n): Hub {
  const known = hubs.get(i18n);
  if (known) return known;
  const hub: Hub = { epoch: 0, versions: new Map(), listeners: new Set(), snapshots: new Map(), loads: new Map() };
  hubs.set(i18n, hub);
  const changed = (namespaces: readonly string[] | null) => {
    if (!namespaces) hub.epoch += 1;
    for (const namespace of namespaces ?? []) hub.versions.set(namespace, (hub.versions.get(namespace) ?? 0) + 1);
    for (const listener of hub.listeners) listener();
  };
  i18n.store.on('added', (_language: string, namespace: string) => changed([namespace]));
  i18n.on('initialized', () => changed(null));
  i18n.on('languageChanged', () => changed(null));
  // Also after a failed load, which then counts as loaded.
  i18n.on('loaded', (loaded: Record<string, Record<string, true>>) =>
    changed(Object.values(loaded).flatMap((byNamespace) => Object.keys(byNamespace))),
  );
  return hub;
}

function subscribe(i18n: I18n, onChange: () => void): () => void {
  const { listeners } = hubOf(i18n);
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * The same object as long as nothing the namespaces' hooks show has changed; a new `t` only for another
 * language or readiness (components keep `t` in their effects' and memos' dependencies).
 */
function snapshotOf(i18n: I18n, namespacesKey: string): Snapshot {
  const hub = hubOf(i18n);
  const namespaces = namespacesKey.split(' ');
  const now = {
    started: started(i18n),
    language: i18n.language as string | undefined,
    ready: isReady(i18n, namespaces),
    version: `${hub.epoch}|${namespaces.map((namespace) => hub.versions.get(namespace) ?? 0).join(' ')}`,
  };
  const last = hub.snapshots.get(namespacesKey);
  const sameT = last && last.started === now.started && last.language === now.language && last.ready === now.ready;
  if (sameT && last.version === now.version) return last;
  const t = sameT
    ? last.t
    : now.started
      ? (i18n.getFixedT(now.language ?? null, namespaces[0] ?? null) as TFunction)
      : keyAsText;
  const snapshot = { ...now, t };
  hub.snapshots.set(namespacesKey, snapshot);
  return snapshot;
}

function loading(i18n: I18n, namespacesKey: string): Promise<void> {
  const { loads } = hubOf(i18n);
  const key = `${i18n.language}|${namespacesKey}`;
  let pending = loads.get(key);
  if (!pending) {
    const load = () => i18n.loadNamespaces(namespacesKey.split(' '));
    // Asked at once when the texts are ready (the backend is asked during this render), else after `init()`.
    const asked = i18n.isInitialized
      ? load()
      : new Promise<void>((resolve) => {
          const done = () => {
            i18n.off('initialized', done);
            resolve();
          };
          i18n.on('initialized', done);
        }).then(load);
    pending = asked.catch(() => undefined).finally(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

function namespacesOf(ns: string | readonly string[] | false | undefined): readonly string[] {
  if (typeof ns === 'string') return [ns];
  return ns && ns.length > 0 ? ns : ['translation'];
}

/**
 * The texts of one namespace (or the first of several, all of which are loaded) in the interface
 * language: `const { t, i18n } = useTranslation('auth')`. It re-renders on a language change and when
 * the namespace's texts arrive, and suspends until they have arrived.
 */
export function useTranslation(ns?: string | readonly string[], options: TranslationOptions = {}): Translation {
  const i18n = options.i18n ?? siteTexts;
  const useSuspense = options.useSuspense ?? true;
  // A string, so that a new `['a', 'b']` on every render is the same namespaces.
  const namespacesKey = namespacesOf(ns ?? i18n.options?.defaultNS).join(' ');

  const listen = useCallback((onChange: () => void) => subscribe(i18n, onChange), [i18n]);
  const read = useCallback(() => snapshotOf(i18n, namespacesKey), [i18n, namespacesKey]);
  const snapshot = useSyncExternalStore(listen, read, read);

  // Without Suspense, render at once and load; the texts' arrival renders again.
  const { ready, started: running } = snapshot;
  useEffect(() => {
    if (!ready && !useSuspense && running) void loading(i18n, namespacesKey);
  }, [i18n, namespacesKey, ready, running, useSuspense]);

  if (!ready && useSuspense && running) {
    const pending = loading(i18n, namespacesKey);
    // A backend that answers at once has loaded the texts already.
    const now = snapshotOf(i18n, namespacesKey);
    if (!now.ready) throw pending;
    return { t: now.t, i18n, ready: true };
  }
  return { t: snapshot.t, i18n, ready };
}

export interface TransProps {
  /** The `t` of the component's `useTranslation` (so the text follows its namespace and language). */
  t: TFunction;
  i18nKey: string;
  /** Interpolation values of the text. */
  values?: Record<string, unknown>;
  /**
   * The elements for the text's tags: `<terms>conditions</terms>` becomes the `terms` element with
   * "conditions" as its children; `<name/>` becomes the element as it is. An unknown tag leaves its
   * inner text.
   */
  components?: Readonly<Record<string, ReactElement>>;
}

const TAG = /<([\w-]+)\s*\/>|<([\w-]+)>([\s\S]*?)<\/\2\s*>/g;

function place(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, empty, name, inner = ''] = match;
    if (match.index > end) nodes.push(text.slice(end, match.index));
    end = match.index + whole.length;
    if (empty !== undefined) {
      const component = components[empty];
      if (component) nodes.push(cloneElement(component));
      continue;
    }
    const component = name === undefined ? undefined : components[name];
    const children = place(inner, components);
    nodes.push(
      component ? cloneElement(component, undefined, ...children) : createElement(Fragment, null, ...children),
    );
  }
  if (end < text.length) nodes.push(text.slice(end));
  return nodes;
}

/**
 * A text with elements inside it, without an HTML parser: the site's one use is the sign-up's
 * "By signing up you accept our <terms>terms and conditions</terms> and our <privacy>privacy statement</privacy>."
 */
export function Trans({ t, i18nKey, values, components = {} }: TransProps): ReactNode {
  const text = (t as unknown as (key: string, options?: Record<string, unknown>) => string)(i18nKey, values);
  return createElement(Fragment, null, ...place(text, components));
}
