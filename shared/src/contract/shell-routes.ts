/**
 * What the shell knows of the site's routes, for the shell's router and for the server, which answers
 * each address with the status the page will show (404 for an address nobody owns, 500 for a registry
 * route the shell cannot render: spec section 8, "an unknown middleware gives 500"). No zod: the
 * shell's first script imports it.
 */
import { MEMBERS_ONLY_ROUTES, routeName, type LayoutName } from './routes';

/** The layouts the shell renders (spec section 2); a registry route names one of them. */
export const LAYOUT_NAMES = ['default', 'chat', 'lander', 'empty'] as const satisfies readonly LayoutName[];

// Every `LayoutName` is listed: the typecheck fails when a layout is added to the type and not here.
type UnlistedLayouts = Exclude<LayoutName, (typeof LAYOUT_NAMES)[number]>;
const everyLayoutListed: [UnlistedLayouts] extends [never] ? true : never = true;
void everyLayoutListed;

/**
 * The guards the shell puts around a route's page: `members-only` (a visitor is asked to sign up, ADR
 * 0011), `visitors-only` (a member goes on to /members), `login-token` (only a path that looks like a
 * login link shows the page; any other is unknown).
 */
export const ROUTE_GUARDS = ['members-only', 'visitors-only', 'login-token'] as const;
export type RouteGuardName = (typeof ROUTE_GUARDS)[number];

/** The information pages the shell renders under /pages/ (spec section 2). */
export const INFO_PAGE_SLUGS = ['terms', 'privacy', 'cookies', 'faq', 'ban', 'return-policy', 'service'] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

/** The routes the shell renders itself (issue 2 route ownership); every other page is a remote's. */
export const SHELL_ROUTE_PATHS: readonly string[] = [
  ...INFO_PAGE_SLUGS.map((slug) => `/pages/${slug}`),
  '/complaints',
  '/lang-config',
];

/** A registry route as far as its layout and guard go (`@app/shared/contract/registry`). */
export interface RouteShape {
  path: string;
  layout: string;
  guard?: string | undefined;
}

/**
 * The guard of a registry route: the one it names, else the shell's own rules (`/` is for visitors,
 * `/:token` for login links, `MEMBERS_ONLY_ROUTES` for members), else none.
 */
export function routeGuard(route: Pick<RouteShape, 'path' | 'guard'>): string | null {
  if (route.guard) return route.guard;
  if (route.path === '/') return 'visitors-only';
  if (route.path === '/:token') return 'login-token';
  return routeName(route.path) in MEMBERS_ONLY_ROUTES ? 'members-only' : null;
}

export function isLayoutName(name: string): name is LayoutName {
  return (LAYOUT_NAMES as readonly string[]).includes(name);
}

export function isRouteGuardName(name: string): name is RouteGuardName {
  return (ROUTE_GUARDS as readonly string[]).includes(name);
}

/**
 * How the shell renders a registry route: its layout and guard, or what of it the shell does not know
 * (`layout "sidebar"`, `guard "adults-only"`); such a route shows the error page with status 500.
 */
export type RouteRendering =
  { layout: LayoutName; guard: RouteGuardName | null; unknown?: undefined } | { unknown: string };

export function routeRendering(route: RouteShape): RouteRendering {
  if (!isLayoutName(route.layout)) return { unknown: `layout "${route.layout}"` };
  const guard = routeGuard(route);
  if (guard !== null && !isRouteGuardName(guard)) return { unknown: `guard "${guard}"` };
  return { layout: route.layout, guard };
}
