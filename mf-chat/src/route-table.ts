import type { RouteMeta } from '@app/shared/contract';

/**
 * The routes this remote owns. The release command copies this table into the runtime registry, so
 * the shell builds its router without loading the remote.
 */
export const routeTable: RouteMeta[] = [
  { path: '/chats', page: 'chats', layout: 'chat' },
  { path: '/chats/:id', page: 'chats-id', layout: 'chat' },
  { path: '/members/:id/chat', page: 'members-id-chat', layout: 'chat' },
];
