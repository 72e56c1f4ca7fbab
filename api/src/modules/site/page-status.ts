import { LOGIN_TOKEN_PATTERN } from '@app/shared/contract';
import { compileRoutePattern } from '@app/shared/contract/route-pattern';
import { routeRendering } from '@app/shared/contract/shell-routes';
import { memberProfileAddress } from './first-answers';
import type { SiteRoute } from './site-route';

/** What the server knows of a page when it answers it. */
export interface PageStatusContext {
  site: SiteRoute;
  pathname: string;
  loggedIn: boolean;
  /** The status of each first call the server made for the page (`first-page-data.ts`), when it made them. */
  statuses: Record<string, number> | null;
}

/**
 * The HTTP status of a page, the one the screen the browser's router renders shows (spec section 8):
 * 404 where nobody owns the address (the 404 page), for a path that is no login link, and for the
 * profile of a member the profile's API does not show (unknown, deleted, hidden, blocking: its 404);
 * 500 for a registry route whose layout or guard the shell does not know (the error page); else 200.
 */
export function pageStatus({ site, pathname, loggedIn, statuses }: PageStatusContext): number {
  if (site.owner === 'nobody') return 404;
  if (site.owner === 'shell') return 200;
  const { route } = site;
  const rendering = routeRendering(route);
  if (rendering.unknown !== undefined) return 500;
  const { guard } = rendering;
  // A visitor on a members-only page sees the sign-up panel, whatever the page would show.
  if (guard === 'members-only' && !loggedIn) return 200;
  const params = compileRoutePattern(route.path)(pathname)?.params ?? {};
  if (guard === 'login-token' && !LOGIN_TOKEN_PATTERN.test(params.token ?? '')) return 404;
  if (route.page === 'members-id') {
    // An id that cannot be a member's: the profile's API refuses it, and the page says "not found".
    if (!/^[1-9]\d*$/.test(params.id ?? '')) return 404;
    const address = memberProfileAddress(pathname);
    if (address && statuses?.[address] === 404) return 404;
  }
  return 200;
}
