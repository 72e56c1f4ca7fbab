import fs from 'node:fs/promises';
import path from 'node:path';
import {
  AUTH_COOKIE,
  detectLocale,
  FIRST_VISIT_LAYOUTS,
  INLINE_FIRST_PAGE_DATA_ID,
  INLINE_REGISTRY_ID,
  LANDER_TYPES,
  LOCALE_COOKIE,
  RegistrySchema,
  remoteEntryPath,
  type RemoteEntry,
} from '@app/shared/contract';
import { routeGuard, routeRendering } from '@app/shared/contract/shell-routes';
import { escapeHtml } from '../mail';
import { firstPhotos } from './first-answers';
import type { FirstPageData, ShownPage } from './first-page-data';
import { firstVisitScripts, withFirstVisitEntry } from './first-visit-page';
import { pageStatus } from './page-status';
import { readJson } from './read-json';
import { siteRouteOf, type RouteOfRemote } from './site-route';

/** What the build writes beside a container's entry (shared/src/build/page-chunks-plugin.mjs). */
interface PageChunks {
  pages: Record<string, string[]>;
  locales: Record<string, string>;
  groups?: Record<string, string[]>;
  /** The shared modules each named chunk group consumes (`page-members`, `__federation_expose_routes`). */
  consumes?: Record<string, string[]>;
  /** The chunks of the container's own copy of each shared module it provides (ADR 0025). */
  provides?: Record<string, string[]>;
}

/** What the first page of a visit needs to know about its request. */
export interface FirstPageRequest {
  pathname: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
  domainLanguage: string;
  /**
   * The settings, user and first answers for the page (given the registry page the address shows,
   * null where no remote's page shows, and its layout), when the server can answer them.
   */
  loadData?: (shown: ShownPage) => Promise<FirstPageData | null>;
}

interface ManifestAssets {
  assets?: { js?: { sync?: string[] } };
}

interface ExposeManifest {
  exposes?: Array<{ name: string } & ManifestAssets>;
  shared?: Array<{ name: string } & ManifestAssets>;
}

/** The shared modules the shell provides; the shell is republished in place, so it is read each time. */
async function shellShared(siteDir: string): Promise<Set<string>> {
  const manifest = await readJson<ExposeManifest>(path.join(siteDir, 'shell/mf-manifest.json'), false);
  return new Set((manifest?.shared ?? []).map((shared) => shared.name));
}

/**
 * The remote's own copies of the shared modules that the expose and the page consume and the shell
 * does not provide (`@app/shared/stores/tracking`...): the remote fetches them only once its code
 * runs, one step later, unless the page preloads them (ADR 0021).
 */
function sharedFallbacks(
  manifest: ExposeManifest | null,
  chunks: PageChunks | null,
  groups: string[],
  provided: Set<string>,
): string[] {
  const consumed = new Set(groups.flatMap((group) => chunks?.consumes?.[group] ?? []));
  // The remote's provided copy is the one that runs; the manifest also lists the consumer's fallback
  // copy of the same module, which would be downloaded for nothing.
  return (manifest?.shared ?? [])
    .filter((shared) => consumed.has(shared.name) && !provided.has(shared.name))
    .flatMap((shared) => chunks?.provides?.[shared.name] ?? shared.assets?.js?.sync ?? []);
}

/**
 * A remote's scripts for one of its exposed modules: its entry, the module, a page's chunks, its
 * texts, and its copies of the shared modules the shell lacks.
 */
async function exposeScripts(
  siteDir: string,
  remote: RemoteEntry,
  expose: string,
  page: string | null,
  language: string,
  extraGroups: string[] = [],
): Promise<string[]> {
  const folder = remote.manifest.replace(/[^/]*$/, '');
  const onDisk = path.join(siteDir, folder);
  const [manifest, chunks, provided] = await Promise.all([
    readJson<ExposeManifest>(path.join(onDisk, 'mf-manifest.json'), true),
    readJson<PageChunks>(path.join(onDisk, 'page-chunks.json'), true),
    shellShared(siteDir),
  ]);
  const groups = [`__federation_expose_${expose}`, ...(page ? [`page-${page}`] : []), ...extraGroups];
  const files = [
    ...(manifest?.exposes?.find((candidate) => candidate.name === expose)?.assets?.js?.sync ?? []),
    ...(page ? (chunks?.pages[page] ?? []) : []),
    ...extraGroups.flatMap((group) => chunks?.groups?.[group] ?? []),
    ...(chunks?.locales[language] ? [chunks.locales[language]] : []),
    ...sharedFallbacks(manifest, chunks, groups, provided),
  ];
  return [remoteEntryPath(remote), ...files.map((file) => folder + file)];
}

/** The scripts the first page loads from the route's remote: its entry, `./routes`, the page and its texts. */
async function remoteScripts(
  siteDir: string,
  route: RouteOfRemote | null,
  pathname: string,
  language: string,
): Promise<string[]> {
  if (!route) return [];
  return exposeScripts(siteDir, route.remote, 'routes', route.page, language, designGroups(pathname));
}

/**
 * A lander's design loads as its own chunk group (`design-<type>`, ADR 0024) once the page has run:
 * preloaded with the page, it arrives beside it instead of after it.
 */
function designGroups(pathname: string): string[] {
  const type = /^\/landers\/([a-z]+)(?:\/|$)/.exec(pathname)?.[1];
  return type && (LANDER_TYPES as readonly string[]).includes(type) && type !== 'home' ? [`design-${type}`] : [];
}

/**
 * The shell's scripts: `main.js` (which index.html loads), and after it its bootstrap and its texts in
 * the page's language, and where it shows them the member's alerts (the chunk group `alerts`). The
 * shell is republished in place, so its list is read on every page.
 */
async function shellScripts(
  siteDir: string,
  language: string,
  withAlerts: boolean,
  membersOnlyPanel: boolean,
): Promise<{ main: string[]; after: string[]; alerts: string[] }> {
  const chunks = await readJson<PageChunks>(path.join(siteDir, 'shell/page-chunks.json'), false);
  const inShell = (files: string[]) => files.map((file) => `/shell/${file}`);
  return {
    main: inShell((chunks?.groups?.main ?? []).filter((file) => file.endsWith('.js'))),
    after: inShell([
      ...(chunks?.groups?.bootstrap ?? []),
      ...(chunks?.locales[language] ? [chunks.locales[language]] : []),
    ]),
    alerts: [
      ...(withAlerts ? inShell(chunks?.groups?.alerts ?? []) : []),
      // A visitor on a members-only page sees the shell's panel, a chunk of its own.
      ...(membersOnlyPanel ? inShell(chunks?.groups?.['members-only'] ?? []) : []),
    ],
  };
}

const escapeJson = (json: string) => json.replace(/</g, '\\u003c');

/** The site's description (spec section 3 `description`, in the visitor's language) in the page's meta tag. */
function withSiteDescription(html: string, settings: { description: string }): string {
  return html.replace(
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(settings.description)}">`,
  );
}

/** What the page carries of the first answers: the calls' statuses stay on the server. */
const inlineData = ({ settings, user, answers }: FirstPageData) => ({ settings, user, answers });

/** The shell's page for an address, and the status of the screen it will show (`page-status.ts`). */
export interface ShellPage {
  html: string;
  status: number;
}

/**
 * The shell's index.html for one request (ADR 0019): the registry inline, so the shell does not
 * fetch it, the settings and user when given (the same), and a preload for every script the first page will need (the shell's bootstrap and texts,
 * the route's remote entry, `./routes`, the page's chunks and texts in the visitor's language, and for a
 * member the shell's alerts above a page of the default layout), so
 * the browser fetches them all at once instead of one after another. A visitor's lander gets its
 * release's first-visit page instead of the shell (ADR 0036).
 */
export async function renderShellPage(siteDir: string, request: FirstPageRequest): Promise<ShellPage | null> {
  const [html, registryText] = await Promise.all([
    fs.readFile(path.join(siteDir, 'shell/index.html'), 'utf8').catch(() => null),
    fs.readFile(path.join(siteDir, 'remotes.json'), 'utf8').catch(() => null),
  ]);
  if (html === null) return null;
  const parsed = registryText === null ? null : RegistrySchema.safeParse(JSON.parse(registryText));
  // Without a registry the server cannot tell which addresses exist: the page answers as it always did.
  if (!parsed?.success) return { html, status: 200 };
  const registry = parsed.data;
  const language = detectLocale({
    cookie: request.cookies[LOCALE_COOKIE.name] ?? null,
    domainLanguage: request.domainLanguage,
    browserLanguages: (request.acceptLanguage ?? '').split(',').map((tag) => tag.split(';')[0]!.trim()),
  });
  const loggedIn = Boolean(request.cookies[AUTH_COOKIE.name]);
  const site = siteRouteOf(registry, request.pathname);
  const owned = site.owner === 'remote' ? site.route : null;
  // A route whose layout or guard the shell does not know shows the error page, without a layout.
  const route = owned && routeRendering(owned).unknown === undefined ? owned : null;
  const layout = route ? route.layout : owned ? 'none' : 'default';
  // A visitor on a members-only page sees the shell's sign-up panel, not the route's page.
  const shownPage = route && (loggedIn || routeGuard(route) !== 'members-only') ? route.page : null;
  // The member's alerts show above a page of the default layout (the shell's own pages have it too);
  // the chat, lander and empty layouts have none.
  const [shell, remote, data] = await Promise.all([
    shellScripts(siteDir, language, loggedIn && layout === 'default', Boolean(route) && !loggedIn && !shownPage),
    remoteScripts(siteDir, shownPage ? route : null, request.pathname, language),
    request.loadData ? request.loadData({ page: shownPage, layout }) : null,
  ]);
  const status = pageStatus({ site, pathname: request.pathname, loggedIn, statuses: data?.statuses ?? null });
  const photos = data ? firstPhotos(data.answers, data.settings) : [];
  const described = data ? withSiteDescription(html, data.settings) : html;
  // A visitor's lander runs its release's first-visit page instead of the shell (ADR 0036).
  const firstVisit =
    !loggedIn && shownPage && (FIRST_VISIT_LAYOUTS as readonly string[]).includes(layout)
      ? await firstVisitScripts(siteDir, route!.remote, shownPage, designGroups(request.pathname), language)
      : null;
  const firstVisitHtml = firstVisit && withFirstVisitEntry(described, shell.main, firstVisit.entry);
  const main = firstVisitHtml ? firstVisit.entry : shell.main;
  const scripts = firstVisitHtml ? firstVisit.page : [...new Set([...shell.after, ...remote, ...shell.alerts])];
  // The entry is a deferred script, which the browser fetches at low priority: asked for first and at
  // high priority, it does not wait behind the page's other scripts.
  const head = [
    ...main.map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="high">`),
    // The first-visit page has no registry: it loads no remote.
    ...(firstVisitHtml
      ? []
      : [
          `<script id="${INLINE_REGISTRY_ID}" type="application/json">${escapeJson(JSON.stringify(registry))}</script>`,
        ]),
    ...(data
      ? [
          `<script id="${INLINE_FIRST_PAGE_DATA_ID}" type="application/json">${escapeJson(JSON.stringify(inlineData(data)))}</script>`,
        ]
      : []),
    ...scripts.map((src) => `<link rel="preload" as="${src.endsWith('.css') ? 'style' : 'script'}" href="${src}">`),
    // The photos that are the page's largest paint load beside the scripts instead of after them.
    ...photos.map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`),
  ].join('');
  return { html: (firstVisitHtml || described).replace('</head>', `${head}</head>`), status };
}
