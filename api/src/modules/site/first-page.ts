import fs from 'node:fs/promises';
import path from 'node:path';
import {
  AUTH_COOKIE,
  detectLocale,
  INLINE_FIRST_PAGE_DATA_ID,
  INLINE_REGISTRY_ID,
  LOCALE_COOKIE,
  MEMBERS_ONLY_ROUTES,
  RegistrySchema,
  REMOTES,
  remoteEntryPath,
  type Registry,
  type RemoteEntry,
} from '@app/shared/contract';
import type { FirstPageData } from './first-page-data';
import { bestRouteMatch } from './route-match';

/** What the build writes beside a container's entry (shared/src/build/page-chunks-plugin.mjs). */
interface PageChunks {
  pages: Record<string, string[]>;
  locales: Record<string, string>;
  groups?: Record<string, string[]>;
}

/** What the first page of a visit needs to know about its request. */
export interface FirstPageRequest {
  pathname: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
  domainLanguage: string;
  /** The settings and user the shell would fetch first, when the server could answer them. */
  data?: FirstPageData | null;
}

// Versioned remote folders never change, so what is read from them is kept for the process's life.
const readOnce = new Map<string, Promise<unknown>>();

function readJson<T>(file: string, cache: boolean): Promise<T | null> {
  const read = () =>
    fs.readFile(file, 'utf8').then(
      (text) => JSON.parse(text) as T,
      () => null,
    );
  if (!cache) return read();
  let pending = readOnce.get(file);
  if (!pending) readOnce.set(file, (pending = read()));
  return pending as Promise<T | null>;
}

interface ExposeManifest {
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
}

/** A remote's scripts for one of its exposed modules: its entry, the module, a page's chunks, its texts. */
async function exposeScripts(
  siteDir: string,
  remote: RemoteEntry,
  expose: string,
  page: string | null,
  language: string,
): Promise<string[]> {
  const folder = remote.manifest.replace(/[^/]*$/, '');
  const onDisk = path.join(siteDir, folder);
  const [manifest, chunks] = await Promise.all([
    readJson<ExposeManifest>(path.join(onDisk, 'mf-manifest.json'), true),
    readJson<PageChunks>(path.join(onDisk, 'page-chunks.json'), true),
  ]);
  const files = [
    ...(manifest?.exposes?.find((candidate) => candidate.name === expose)?.assets?.js?.sync ?? []),
    ...(page ? (chunks?.pages[page] ?? []) : []),
    ...(chunks?.locales[language] ? [chunks.locales[language]] : []),
  ];
  return [remoteEntryPath(remote), ...files.map((file) => folder + file)];
}

/**
 * The scripts the first page loads from remotes: the route's remote (entry, `./routes`, the page and
 * its texts) and, for a member, the alerts the shell shows above a page of the default layout
 * (`mf_auth_signup/Alerts`).
 */
async function remoteScripts(
  siteDir: string,
  registry: Registry,
  pathname: string,
  language: string,
  loggedIn: boolean,
): Promise<string[]> {
  const routes = registry.remotes.flatMap((remote) => remote.routes.map((route) => ({ ...route, remote })));
  const route = bestRouteMatch(routes, pathname);
  const alerts = registry.remotes.find((remote) => remote.name === REMOTES['mf-auth-signup']);
  const scripts = [
    // A visitor on a members-only page sees the shell's sign-up panel: the page's scripts would go unused.
    ...(route && (loggedIn || !(route.page in MEMBERS_ONLY_ROUTES))
      ? await exposeScripts(siteDir, route.remote, 'routes', route.page, language)
      : []),
    // The default layout shows them (the shell's own pages have it too); chat, lander and empty do not.
    ...(loggedIn && alerts && (!route || route.layout === 'default')
      ? await exposeScripts(siteDir, alerts, 'Alerts', null, language)
      : []),
  ];
  return [...new Set(scripts)];
}

/**
 * The shell's scripts: `main.js` (which index.html loads), and after it its bootstrap and its texts in
 * the page's language. The shell is republished in place, so its list is read on every page.
 */
async function shellScripts(siteDir: string, language: string): Promise<{ main: string[]; after: string[] }> {
  const chunks = await readJson<PageChunks>(path.join(siteDir, 'shell/page-chunks.json'), false);
  const inShell = (files: string[]) => files.map((file) => `/shell/${file}`);
  return {
    main: inShell((chunks?.groups?.main ?? []).filter((file) => file.endsWith('.js'))),
    after: inShell([
      ...(chunks?.groups?.bootstrap ?? []),
      ...(chunks?.locales[language] ? [chunks.locales[language]] : []),
    ]),
  };
}

const escapeJson = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The shell's index.html for one request (ADR 0019): the registry inline, so the shell does not
 * fetch it, the settings and user when given (the same), and a preload for every script the first page will need (the shell's bootstrap and texts,
 * the route's remote entry, `./routes`, the page's chunks and texts in the visitor's language), so
 * the browser fetches them all at once instead of one after another.
 */
export async function renderShellPage(siteDir: string, request: FirstPageRequest): Promise<string | null> {
  const [html, registryText] = await Promise.all([
    fs.readFile(path.join(siteDir, 'shell/index.html'), 'utf8').catch(() => null),
    fs.readFile(path.join(siteDir, 'remotes.json'), 'utf8').catch(() => null),
  ]);
  if (html === null) return null;
  const parsed = registryText === null ? null : RegistrySchema.safeParse(JSON.parse(registryText));
  if (!parsed?.success) return html;
  const registry = parsed.data;
  const language = detectLocale({
    cookie: request.cookies[LOCALE_COOKIE.name] ?? null,
    domainLanguage: request.domainLanguage,
    browserLanguages: (request.acceptLanguage ?? '').split(',').map((tag) => tag.split(';')[0]!.trim()),
  });
  const loggedIn = Boolean(request.cookies[AUTH_COOKIE.name]);
  const shell = await shellScripts(siteDir, language);
  const scripts = [...shell.after, ...(await remoteScripts(siteDir, registry, request.pathname, language, loggedIn))];
  // main.js is a deferred script, which the browser fetches at low priority: asked for first and at
  // high priority, it does not wait behind the page's other scripts.
  const head = [
    ...shell.main.map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="high">`),
    `<script id="${INLINE_REGISTRY_ID}" type="application/json">${escapeJson(JSON.stringify(registry))}</script>`,
    ...(request.data
      ? [
          `<script id="${INLINE_FIRST_PAGE_DATA_ID}" type="application/json">${escapeJson(JSON.stringify(request.data))}</script>`,
        ]
      : []),
    ...scripts.map((src) => `<link rel="preload" as="${src.endsWith('.css') ? 'style' : 'script'}" href="${src}">`),
  ].join('');
  return html.replace('</head>', `${head}</head>`);
}
