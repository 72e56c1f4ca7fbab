import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { createBrowserRouter, Navigate, useLocation, useParams, type RouteObject } from '@app/shared/router';
import {
  LOGIN_TOKEN_PATTERN,
  MEMBERS_ONLY_ROUTES,
  routeName,
  type Registry,
  type RemoteEntry,
  type RemoteRoute,
} from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { MembersOnly } from '../features/members-only/members-only';
import { PageSpinner } from '../features/loading/page-spinner';
import { shellRoutes } from './shell-routes';
import { campaignRemote, releaseFor } from './registry';
import { preloadRemotePage, selectRelease } from './remote-modules';
import { RemotePage } from './remote-page';
import { Root } from './root';
import type { RouteHandle } from './route-info';

/** `/` belongs to the landers remote for visitors; members go to /members. */
function VisitorsOnly({ children }: { children: ReactNode }) {
  const user = useStore($user);
  return user ? <Navigate to="/members" replace /> : children;
}

/** `/{token}` is a login link only when it looks like one; any other single segment is unknown. */
function TokenGuard({ children }: { children: ReactNode }) {
  const { token = '' } = useParams();
  return LOGIN_TOKEN_PATTERN.test(token) ? children : <NotFoundPage />;
}

/** The lander type of a `/landers/<type>/<slug?>` address. */
function landerType(pathname: string): string {
  return pathname.split('/')[2] ?? '';
}

/**
 * Leaves the in-page navigation for a full page load, which never resolves: the address needs another
 * release of a container that this page has loaded already (a campaign's lander, ADR 0023).
 */
function loadAsNewPage(url: string): Promise<null> {
  window.location.assign(url);
  return new Promise(() => {});
}

/** A lander may be served by a campaign's own release (architecture section 2, ADR 0023). */
function LanderPage({ registry, owner, page }: { registry: Registry; owner: string; page: string }) {
  const { pathname } = useLocation();
  const { slug } = useParams();
  return <RemotePage remote={campaignRemote(registry, landerType(pathname), slug, owner)} page={page} />;
}

function remoteRoute(registry: Registry, remote: RemoteEntry, route: RemoteRoute): RouteObject {
  const handle: RouteHandle = { routeName: routeName(route.path), layout: route.layout, owner: remote.name };
  let element: ReactNode = <RemotePage remote={remote.name} page={route.page} />;
  if (route.path.startsWith('/landers/'))
    element = <LanderPage registry={registry} owner={remote.name} page={route.page} />;
  if (route.path === '/') element = <VisitorsOnly>{element}</VisitorsOnly>;
  if (route.path === '/:token') element = <TokenGuard>{element}</TokenGuard>;
  const membersOnlyReason = MEMBERS_ONLY_ROUTES[handle.routeName];
  if (membersOnlyReason) {
    element = (
      <MembersOnly reason={membersOnlyReason} hostsSignupModal={route.layout === 'default' || route.layout === 'empty'}>
        {element}
      </MembersOnly>
    );
  }
  const isLander = route.path.startsWith('/landers/');
  return {
    path: route.path,
    element,
    handle,
    loader: ({ params, request }) => {
      const { pathname } = new URL(request.url);
      const name = isLander ? campaignRemote(registry, landerType(pathname), params.slug, remote.name) : remote.name;
      const release = releaseFor(registry, name, pathname);
      if (release && !selectRelease(release)) return loadAsNewPage(request.url);
      return preloadRemotePage(name);
    },
  };
}

/** Every route: the registry's remote routes, the shell's own, and the 404 page. */
export function buildRoutes(registry: Registry): RouteObject[] {
  const children: RouteObject[] = [
    ...registry.remotes.flatMap((remote) => remote.routes.map((route) => remoteRoute(registry, remote, route))),
    ...shellRoutes(),
    {
      path: '*',
      element: <NotFoundPage />,
      handle: { routeName: 'not-found', layout: 'default', owner: 'shell' } satisfies RouteHandle,
    },
  ];
  return [{ element: <Root />, errorElement: <ErrorPage />, hydrateFallbackElement: <PageSpinner />, children }];
}

export function createRouter(registry: Registry) {
  return createBrowserRouter(buildRoutes(registry));
}
