import type { Registry, RemoteEntry } from '@app/shared/contract';
import { campaignReleaseFor } from '@app/shared/contract/campaign-release';
import { SHELL_ROUTE_PATHS } from '@app/shared/contract/shell-routes';
import { bestRouteMatch } from './route-match';

export type RouteOfRemote = Registry['remotes'][number]['routes'][number] & { remote: RemoteEntry };

/** Who owns an address: a remote's route, the shell (its own pages), or nobody (the 404 page). */
export type SiteRoute = { owner: 'remote'; route: RouteOfRemote } | { owner: 'shell' } | { owner: 'nobody' };

/**
 * The route of an address, as the shell's router ranks the registry's routes and its own together
 * (`/complaints` is the shell's, not a login token). On a lander, a campaign's own release takes the
 * place of the remote's live one (ADR 0023), as in the shell.
 */
export function siteRouteOf(registry: Registry, pathname: string): SiteRoute {
  const candidates = [
    ...registry.remotes.flatMap((remote) => remote.routes.map((route) => ({ ...route, remote }))),
    ...SHELL_ROUTE_PATHS.map((path) => ({ path, remote: null })),
  ];
  const best = bestRouteMatch(candidates, pathname);
  if (!best) return { owner: 'nobody' };
  if (best.remote === null) return { owner: 'shell' };
  const route = best as RouteOfRemote;
  if (!route.path.startsWith('/landers/')) return { owner: 'remote', route };
  const campaign = campaignReleaseFor(registry, pathname);
  const remote = campaign && registry.remotes.find((candidate) => candidate.name === campaign.remote);
  if (!campaign || !remote) return { owner: 'remote', route };
  return {
    owner: 'remote',
    route: { ...route, remote: { ...remote, version: campaign.version, manifest: campaign.manifest } },
  };
}
