import type { RouteMeta } from '@app/shared/contract';

/**
 * The routes this remote owns. The release command copies this table into the runtime registry, so
 * the shell builds its router without loading the remote.
 */
export const routeTable: RouteMeta[] = [
  { path: '/premium', page: 'premium', layout: 'default' },
  { path: '/pricing', page: 'pricing', layout: 'default' },
  { path: '/credits', page: 'credits', layout: 'default' },
  { path: '/credits/:id/:paymentmethod?', page: 'credits-id-paymentmethod', layout: 'default' },
  { path: '/credits/repeat-order', page: 'credits-repeat-order', layout: 'default' },
  { path: '/directdebit', page: 'directdebit', layout: 'default' },
  { path: '/transactions/:id?', page: 'transactions', layout: 'default' },
  { path: '/withdrawal', page: 'withdrawal', layout: 'default' },
];
