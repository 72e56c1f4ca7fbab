import type { RouteMeta } from '@app/shared/contract';

/**
 * The routes this remote owns. The release command copies this table into the runtime registry, so
 * the shell builds its router without loading the remote.
 */
export const routeTable: RouteMeta[] = [
  { path: '/', page: 'home', layout: 'default' },
  { path: '/landers/tinderswipe', page: 'tinderswipe', layout: 'lander' },
  { path: '/landers/alonetonight/:slug?', page: 'lander', layout: 'lander' },
  { path: '/landers/collagelanding/:slug?', page: 'lander', layout: 'lander' },
  { path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' },
  { path: '/landers/iconslanding/:slug?', page: 'lander', layout: 'lander' },
  { path: '/landers/maplanding/:slug?', page: 'lander', layout: 'lander' },
  { path: '/landers/socialnetwork/:slug?', page: 'lander', layout: 'lander' },
  { path: '/landers/transitionsvideolanding/:slug?', page: 'lander', layout: 'lander' },
  { path: '/landers/video/:slug?', page: 'lander', layout: 'lander' },
  { path: '/members/:id/landing', page: 'members-id-landing', layout: 'lander' },
  { path: '/members/:id/signup', page: 'members-id-signup', layout: 'lander' },
  { path: '/members/:id/landing2/:slug?', page: 'members-id-landing2', layout: 'lander' },
  { path: '/members/:id/landing3/:slug?', page: 'members-id-landing3', layout: 'lander' },
];
