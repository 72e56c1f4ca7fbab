import http from 'node:http';
import https from 'node:https';
import { devices, expect, type APIRequestContext, type Browser, type Request } from '@playwright/test';
import { campaignReleaseFor } from '@app/shared/contract/campaign-release';
import {
  MEMBERS_AREA_ROUTES,
  MEMBERS_ONLY_ROUTES,
  routeName,
  visitorRedirect,
  type Registry,
} from '@app/shared/contract';
import { budgetBytes, budgetFor, type FirstLoadBudget } from './first-load-budgets';
import { signUpByApi } from './members';
import { startPurchase } from './purchases';
import { LOGIN_TOKEN, ROUTES } from './routes';

/**
 * The first visit of a route: what a phone with an empty cache downloads in JavaScript until the
 * route's page is rendered and the network is idle (issue 14). Held against the budgets of
 * `first-load-budgets.ts` by `tests/first-load-budget.spec.ts`.
 */

/** One first visit to make: a route of the registry (or of the shell) at one address, as one kind of visitor. */
export interface RouteVisit {
  /** The route as the registry lists it (`/credits/:id/:paymentmethod?`), or the shell's path. */
  pattern: string;
  /** The address to visit, optional parameters decided and the others still `:named`. */
  address: string;
  as: 'visitor' | 'member';
  /** The remote that owns the route (a campaign's lander may be rendered by another); null for the shell's own pages. */
  remote: string | null;
  /** The route's layout as the registry names it; null for the shell's own pages. */
  layout: string | null;
}

/** Values of the demo data the route parameters are filled with. */
export interface DemoValues {
  /** A member that exists and is visible. */
  memberId: number;
  /** A credit package of the site, and one of its payment methods. */
  packageId: number;
  paymentMethod: string;
}

export interface LoadedScript {
  url: string;
  /** Bytes as served: the encoded (brotli) body, without headers. */
  bytes: number;
  /** Where the size comes from: the page's Resource Timing, or the same request made again (a service worker's script). */
  measured: 'resource-timing' | 'refetched';
}

export interface FirstLoad {
  visit: RouteVisit;
  /** The address visited, every parameter filled. */
  path: string;
  budget: FirstLoadBudget;
  scripts: LoadedScript[];
  bytes: number;
  /**
   * The page's layout shifts until the network was idle: the sum of every shift without recent input
   * (Chrome's layout-shift entries, which Lighthouse's CLS also reads; the sum is never less than CLS).
   */
  layoutShift: number;
  /** What moved in those shifts (tag, id and classes of each shifted element), at most five. */
  shifted: string[];
  /** Why the visit could not be measured (the page did not render), if it could not. */
  error?: string;
}

/** A phone, as the issue's first visit is (viewport, touch, mobile user agent). */
const { defaultBrowserType: _browserType, ...PHONE } = devices['Pixel 7'];

/** The shell's own routes (shell/src/app/shell-routes.tsx), as the route spec lists them. */
export const SHELL_ROUTES = ROUTES.filter((route) => route.owner === 'shell').map((route) => route.path);

/** No request in flight for this long: the network is idle (as Playwright's `networkidle`). */
const IDLE_MS = 500;

/** The campaign slug of a lander address (the campaign map's own landers are visited at their own addresses). */
const LANDER_SLUG = 'summer-campaign';

/** The addresses of a pattern: an optional parameter (`:slug?`) gives one address without it and one with it. */
export function addressesOf(pattern: string): string[] {
  let addresses = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const optional = segment.startsWith(':') && segment.endsWith('?');
    const required = optional ? segment.slice(0, -1) : segment;
    addresses = addresses.flatMap((address) =>
      optional ? [address, `${address}/${required}`] : [`${address}/${required}`],
    );
  }
  return addresses.map((address) => address || '/');
}

/**
 * Every first visit to measure: each address of every route of every remote in the registry and of the
 * shell, plus each lander of the registry's campaign map. Members-only routes are visited as a member;
 * the other routes of the members area both as a visitor and as a member; every other route as a visitor.
 */
export function routeVisits(registry: Registry): RouteVisit[] {
  const visits: RouteVisit[] = [];
  const add = (pattern: string, address: string, remote: string | null, layout: string | null) => {
    const name = routeName(pattern);
    // A page that sends a visitor on (the server redirects) is for members: a new member's visit is measured.
    const kinds: RouteVisit['as'][] =
      MEMBERS_ONLY_ROUTES[name] || visitorRedirect(pattern)
        ? ['member']
        : (MEMBERS_AREA_ROUTES as readonly string[]).includes(name)
          ? ['visitor', 'member']
          : ['visitor'];
    for (const as of kinds) {
      if (!visits.some((visit) => visit.address === address && visit.as === as))
        visits.push({ pattern, address, as, remote, layout });
    }
  };
  for (const remote of registry.remotes)
    for (const route of remote.routes)
      for (const address of addressesOf(route.path)) add(route.path, address, remote.name, route.layout);
  // A campaign may have a remote of its own: each lander of the campaign map is visited too.
  for (const key of Object.keys(registry.campaigns)) {
    const isLander = (path: string) => path.startsWith(`/landers/${key.split('/')[0]}/`);
    const owner = registry.remotes.find((remote) => remote.routes.some((route) => isLander(`${route.path}/`)));
    const route = owner?.routes.find((candidate) => isLander(`${candidate.path}/`));
    if (owner && route) add(route.path, `/landers/${key}`, owner.name, route.layout);
  }
  for (const path of SHELL_ROUTES) add(path, path, null, null);
  return visits;
}

/** A member and a package of the demo data, read from the running site as a visitor. */
export async function demoValues(request: APIRequestContext): Promise<DemoValues> {
  const members = await request.get('/api/members.php');
  expect(members.status()).toBe(200);
  const { profiles } = (await members.json()) as { profiles: Array<{ id: number }> };
  const packages = await request.get('/api/packages.php');
  expect(packages.status()).toBe(200);
  const list = (await packages.json()) as {
    packages: Array<{ id: number; recommended: boolean }>;
    payment_methods: Array<{ id: string }>;
  };
  const pkg = list.packages.find((item) => item.recommended) ?? list.packages[0];
  expect(
    profiles[0] && pkg && list.payment_methods[0],
    'the demo data has a member, a package and a method',
  ).toBeTruthy();
  return { memberId: profiles[0]!.id, packageId: pkg!.id, paymentMethod: list.payment_methods[0]!.id };
}

/**
 * The value of a route parameter: real values of the demo data, or of the visiting member (a
 * conversation, an order), so the page renders its real state. A route with a parameter not named here
 * fails the check until it gets a value.
 */
async function paramValue(
  visit: RouteVisit,
  param: string,
  demo: DemoValues,
  request: APIRequestContext,
): Promise<string> {
  const { pattern } = visit;
  if (param === 'id' && (pattern.startsWith('/members/') || pattern.startsWith('/likes/m/')))
    return String(demo.memberId);
  if (param === 'id' && pattern.startsWith('/credits/')) return String(demo.packageId);
  if (param === 'paymentmethod') return demo.paymentMethod;
  if (param === 'type' && pattern.startsWith('/likes/')) return 'liked-me';
  if (param === 'token') return LOGIN_TOKEN;
  if (param === 'slug' && pattern.startsWith('/landers/')) return LANDER_SLUG;
  if (param === 'slug') return 'summer';
  if (param === 'id' && pattern.startsWith('/chats/')) {
    // The member's own conversation: the first message (free) to a demo member opens it.
    const sent = await request.post('/api/message.php', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { kind: 'text', profile_id: demo.memberId, body: 'Hello!' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    return String(((await sent.json()) as { message: { conversation: number } }).message.conversation);
  }
  if (param === 'id' && pattern.startsWith('/transactions/')) return String((await startPurchase(request)).orderId);
  throw new Error(`no value for :${param} of ${pattern}: give it one in e2e/support/first-load.ts (paramValue)`);
}

/**
 * The remote that renders a visit's page: the campaign map may give a lander's campaign (`<type>/<slug>`,
 * then `<type>`) a remote of its own, as the shell decides (shell/src/app/registry.ts, campaignRemote).
 */
function renderingRemote(registry: Registry, visit: RouteVisit, path: string): string | null {
  if (!visit.remote || !path.startsWith('/landers/')) return visit.remote;
  return campaignReleaseFor(registry, path)?.remote ?? visit.remote;
}

/** Script bytes as served for a request made again with the browser's Accept-Encoding, body only, not decoded. */
function servedBytes(url: string, acceptEncoding: string): Promise<number> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function isScriptUrl(url: string): boolean {
  try {
    return /\.m?js$/.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * Visits one route in a fresh browser context (empty cache) on a phone, as a visitor or as a member
 * signed up through the API in that context, and measures every script it loads until the page is
 * rendered and the network is idle: each script's encoded body size from the page's Resource Timing
 * (exact, without headers); scripts the page's timeline does not show (a service worker's) are
 * requested again as the browser asked for them and their body counted as served.
 */
export async function measureFirstLoad(
  browser: Browser,
  baseURL: string,
  visit: RouteVisit,
  demo: DemoValues,
  registry: Registry,
): Promise<FirstLoad> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const result: FirstLoad = {
    visit,
    path: visit.address,
    budget: budgetFor(visit),
    scripts: [],
    bytes: 0,
    layoutShift: 0,
    shifted: [],
  };
  try {
    await context.addInitScript(() => {
      localStorage.setItem('siteEntryWarningSkip', '1');
      performance.setResourceTimingBufferSize(1000);
      const shifts = { sum: 0, shifted: [] as string[] };
      Object.assign(window, { firstLoadLayoutShift: shifts });
      const describe = (node: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList].map((name) => `.${name}`).join('')} ${shifts.sum.toFixed(3)}`
          : String(node?.nodeName);
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node: Node | null }>;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          shifts.sum += entry.value;
          for (const source of entry.sources ?? [])
            if (shifts.shifted.length < 5) shifts.shifted.push(describe(source.node));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    if (visit.as === 'member') await signUpByApi(context.request);
    let path = visit.address;
    for (const [placeholder, param] of visit.address.matchAll(/:([A-Za-z]+)/g))
      path = path.replace(placeholder, await paramValue(visit, param!, demo, context.request));
    result.path = path;

    const requested = new Map<string, Request>();
    const network = { inFlight: 0, lastActivity: Date.now() };
    const settled = () => {
      network.inFlight -= 1;
      network.lastActivity = Date.now();
    };
    context.on('request', (request) => {
      network.inFlight += 1;
      network.lastActivity = Date.now();
      if (request.resourceType() === 'script' || isScriptUrl(request.url())) requested.set(request.url(), request);
    });
    context.on('requestfinished', settled);
    context.on('requestfailed', settled);
    const page = await context.newPage();
    await page.goto(path);
    const remote = renderingRemote(registry, visit, path);
    const content = remote ? `main [data-remote="${remote}"] h1` : 'main h1';
    await expect(page.locator(content).first()).toBeVisible({ timeout: 30_000 });
    // The page's networkidle may have come before its content; the network must also be idle after it.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => network.inFlight === 0 && Date.now() - network.lastActivity >= IDLE_MS, {
        message: 'the network to be idle after the page rendered',
        timeout: 30_000,
        intervals: [100],
      })
      .toBe(true);

    const timed = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({ url: entry.name, initiatorType: entry.initiatorType, bytes: entry.encodedBodySize })),
    );
    const scripts = new Map<string, LoadedScript>();
    for (const entry of timed) {
      if ((entry.initiatorType === 'script' || isScriptUrl(entry.url)) && !scripts.has(entry.url) && entry.bytes > 0)
        scripts.set(entry.url, { url: entry.url, bytes: entry.bytes, measured: 'resource-timing' });
    }
    for (const [url, request] of requested) {
      if (scripts.has(url) || url.startsWith('data:') || url.startsWith('blob:')) continue;
      const acceptEncoding = (await request.allHeaders())['accept-encoding'] ?? 'gzip, deflate, br';
      scripts.set(url, { url, bytes: await servedBytes(url, acceptEncoding), measured: 'refetched' });
    }
    const shifts = await page.evaluate(
      () => (window as unknown as { firstLoadLayoutShift: { sum: number; shifted: string[] } }).firstLoadLayoutShift,
    );
    result.layoutShift = shifts.sum;
    result.shifted = shifts.shifted;
    result.scripts = [...scripts.values()].sort((a, b) => b.bytes - a.bytes);
    result.bytes = result.scripts.reduce((sum, script) => sum + script.bytes, 0);
  } catch (error) {
    result.error = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  } finally {
    await context.close();
  }
  return result;
}

/** Runs `work` on every item, at most `size` at a time; results in the items' order. */
export async function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function label(load: FirstLoad): string {
  return `${load.visit.address} (${load.visit.as})`;
}

function overBudget(load: FirstLoad): boolean {
  return load.bytes > budgetBytes(load.budget) || load.scripts.length > load.budget.scripts;
}

/** The figures of every visit, one line each: route, KiB (br), scripts, layout shift, budget. */
export function firstLoadTable(loads: readonly FirstLoad[]): string {
  const width = Math.max(5, ...loads.map((load) => label(load).length));
  const lines = [`${'route'.padEnd(width)}  KiB br  scripts  shift  budget`];
  for (const load of loads) {
    const figures = load.error
      ? '     -        -      -'
      : `${kib(load.bytes).padStart(6)}  ${String(load.scripts.length).padStart(7)}  ${load.layoutShift.toFixed(3)}`;
    const budget = `${load.budget.kib} KiB, ${load.budget.scripts}`;
    const verdict = load.error ? '  NOT MEASURED' : overBudget(load) ? '  OVER' : '';
    lines.push(`${label(load).padEnd(width)}  ${figures}  ${budget}${verdict}`);
    if (load.shifted.length > 0) lines.push(`${''.padEnd(width)}  moved: ${load.shifted.join(', ')}`);
  }
  return lines.join('\n');
}

/**
 * What is wrong, one paragraph per route over its budget or not measured: the address, its bytes and
 * scripts against the budget, and every script with its size, largest first. Empty when all is well.
 */
export function budgetFailures(loads: readonly FirstLoad[]): string[] {
  const failures: string[] = [];
  for (const load of loads) {
    if (load.error) {
      failures.push(`${label(load)} at ${load.path}: not measured: ${load.error}`);
      continue;
    }
    if (!overBudget(load)) continue;
    const limit = budgetBytes(load.budget);
    const scripts = load.scripts.map(
      (script) =>
        `    ${String(script.bytes).padStart(7)} B  ${new URL(script.url).pathname}` +
        (script.measured === 'refetched' ? ' (not in Resource Timing: requested again)' : ''),
    );
    failures.push(
      `${label(load)} at ${load.path}: ${load.bytes} B (${kib(load.bytes)} KiB) br in ${load.scripts.length} scripts; ` +
        `budget ${limit} B (${load.budget.kib} KiB) and ${load.budget.scripts} scripts` +
        `${load.bytes > limit ? `; ${load.bytes - limit} B over` : ''}` +
        `${load.scripts.length > load.budget.scripts ? `; ${load.scripts.length - load.budget.scripts} scripts too many` : ''}\n` +
        scripts.join('\n'),
    );
  }
  return failures;
}
