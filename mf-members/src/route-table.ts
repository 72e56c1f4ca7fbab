import type { RouteMeta } from '@app/shared/contract';

/**
 * The routes this remote owns. The release command copies this table into the runtime registry, so
 * the shell builds its router without loading the remote.
 */
export const routeTable: RouteMeta[] = [
  { path: '/members', page: 'members', layout: 'default' },
  { path: '/members/:id', page: 'members-id', layout: 'default' },
  { path: '/likes', page: 'likes', layout: 'default' },
  { path: '/likes/:type', page: 'likes-type', layout: 'default' },
  { path: '/likes/m/:id', page: 'likes-m-id', layout: 'default' },
  { path: '/match-finder', page: 'match-finder', layout: 'default' },
  { path: '/swipe-game', page: 'swipe-game', layout: 'default' },
];
