import { lazy, type ComponentType } from 'react';
import { registerNamespace } from '@app/shared/i18n';
import { loadCatalogue } from './locales/load-catalogue';

/** Exposed as `./routes`: this remote's pages by the names its route table uses. */
export const namespace = 'chat';
export const buildId = __BUILD_ID__;

registerNamespace(namespace, loadCatalogue);

const ChatRoomPage = lazy(() =>
  import(/* webpackChunkName: "page-chats-id" */ './features/chat-room/chat-room-page').then((module) => ({
    default: module.ChatRoomPage,
  })),
);

export const pages: Record<string, ComponentType> = {
  chats: lazy(() =>
    import(/* webpackChunkName: "page-chats" */ './features/chat-list/chat-list-page').then((module) => ({
      default: module.ChatListPage,
    })),
  ),
  'chats-id': ChatRoomPage,
  'members-id-chat': ChatRoomPage,
};
