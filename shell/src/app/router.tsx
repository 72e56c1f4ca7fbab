import { createBrowserRouter, useLocation, useParams, type RouteObject } from '@app/shared/router';
import { routeName, type Registry, type RemoteEntry, type RemoteRoute } from '@app/shared/contract';
import { routeRendering } from '@app/shared/contract/shell-routes';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { StatusError } from '../features/errors/status-error';
import { PageSpinner } from '../features/loading/page-spinner';
import { shellRoutes } from './shell-routes';
import { campaignRemote, releaseFor } from './registry';
import { preloadRemotePage, selectRelease } from './remote-modules';
import { RemotePage } from './remote-page';
import { Root } from './root';
import { GUARDS } from './route-guards';
import type { RouteHandle } from './route-info';

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

/**
 * A registry route whose layout or guard the shell does not know (a remote released before the shell
 * that renders it): the error page with status 500 (spec section 8), as the server answers it.
 */
function unrenderableRoute(remote: RemoteEntry, route: RemoteRoute, unknown: string): RouteObject {
  return {
    path: route.path,
    handle: { routeName: routeName(route.path), layout: 'default', owner: remote.name } satisfies RouteHandle,
    loader: () => {
      console.error(`[router] ${route.path} of ${remote.name} names a ${unknown} the shell does not know`);
      throw new StatusError(500);
    },
  };
}

function remoteRoute(registry: Registry, remote: RemoteEntry, route: RemoteRoute): RouteObject {
  const rendering = routeRendering(route);
  if (rendering.unknown !== undefined) return unrenderableRoute(remote, route, rendering.unknown);
  const handle: RouteHandle = { routeName: routeName(route.path), layout: rendering.layout, owner: remote.name };
  let element = <RemotePage remote={remote.name} page={route.page} />;
  if (route.path.startsWith('/landers/'))
    element = <LanderPage registry={registry} owner={remote.name} page={route.page} />;
  const guarded = rendering.guard ? GUARDS[rendering.guard](element, handle) : element;
  const isLander = route.path.startsWith('/landers/');
  return {
    path: route.path,
    element: guarded,
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
