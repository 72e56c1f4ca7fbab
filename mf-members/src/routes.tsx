import { lazy, type ComponentType } from 'react';
import { registerNamespace } from '@app/shared/i18n';
import { loadCatalogue } from './locales/load-catalogue';

/** Exposed as `./routes`: this remote's pages by the names its route table uses. */
export const namespace = 'members';
export const buildId = __BUILD_ID__;

registerNamespace(namespace, loadCatalogue);

export const pages: Record<string, ComponentType> = {
  members: lazy(() =>
    import(/* webpackChunkName: "page-members" */ './features/search/search-page').then((module) => ({
      default: module.SearchPage,
    })),
  ),
  'members-id': lazy(() =>
    import(/* webpackChunkName: "page-members-id" */ './features/profile-view/profile-view-page').then((module) => ({
      default: module.ProfileViewPage,
    })),
  ),
  likes: lazy(() =>
    import(/* webpackChunkName: "page-likes" */ './features/likes/likes-pages').then((module) => ({
      default: module.LikesPage,
    })),
  ),
  'likes-type': lazy(() =>
    import(/* webpackChunkName: "page-likes-type" */ './features/likes/likes-pages').then((module) => ({
      default: module.LikesTypePage,
    })),
  ),
  'likes-m-id': lazy(() =>
    import(/* webpackChunkName: "page-likes-m-id" */ './features/likes/likes-match-page').then((module) => ({
      default: module.LikesMatchPage,
    })),
  ),
  'match-finder': lazy(() =>
    import(/* webpackChunkName: "page-match-finder" */ './features/match-finder/match-finder-page').then((module) => ({
      default: module.MatchFinderPage,
    })),
  ),
  'swipe-game': lazy(() =>
    import(/* webpackChunkName: "page-swipe-game" */ './features/swipe-game/swipe-game-page').then((module) => ({
      default: module.SwipeGamePage,
    })),
  ),
};
