import type { RouteMeta } from '@app/shared/contract';

/**
 * The routes this remote owns. The release command copies this table into the runtime registry, so
 * the shell builds its router without loading the remote.
 */
export const routeTable: RouteMeta[] = [
  { path: '/login', page: 'login', layout: 'default' },
  { path: '/signup', page: 'signup', layout: 'empty' },
  { path: '/signup-matches', page: 'signup-matches', layout: 'default' },
  { path: '/complete-signup', page: 'complete-signup', layout: 'empty' },
  { path: '/reset-password', page: 'reset-password', layout: 'default' },
  { path: '/reset-password/do', page: 'reset-password-do', layout: 'default' },
  { path: '/mail-change/do', page: 'mail-change-do', layout: 'default' },
  { path: '/activate/done', page: 'activate-done', layout: 'default' },
  { path: '/activate/error', page: 'activate-error', layout: 'default' },
  { path: '/account-deleted', page: 'account-deleted', layout: 'default' },
  { path: '/profile', page: 'profile', layout: 'default' },
  { path: '/notifications', page: 'notifications', layout: 'default' },
  { path: '/:token', page: 'token', layout: 'empty' },
];
