import { lazy, type ComponentType } from 'react';
import { registerNamespace } from '@app/shared/i18n';
import { loadCatalogue } from './locales/load-catalogue';

/** Exposed as `./routes`: this remote's pages by the names its route table uses, each in its own chunk. */
export const namespace = 'landers';
export const buildId = __BUILD_ID__;

registerNamespace(namespace, loadCatalogue);

export const pages: Record<string, ComponentType> = {
  home: lazy(() =>
    import(/* webpackChunkName: "page-home" */ './features/home/home-page').then((module) => ({
      default: module.HomePage,
    })),
  ),
  lander: lazy(() =>
    import(/* webpackChunkName: "page-lander" */ './features/lander-page/lander-page').then((module) => ({
      default: module.LanderPage,
    })),
  ),
  tinderswipe: lazy(() =>
    import(/* webpackChunkName: "page-tinderswipe" */ './features/lander-page/lander-page').then((module) => ({
      default: module.TinderswipePage,
    })),
  ),
  'members-id-landing': lazy(() =>
    import(/* webpackChunkName: "page-members-id-landing" */ './features/member-landing/member-landing-page').then(
      (module) => ({ default: module.MemberLandingPage }),
    ),
  ),
  'members-id-landing2': lazy(() =>
    import(/* webpackChunkName: "page-members-id-landing2" */ './features/member-landing/member-landing-page').then(
      (module) => ({ default: module.MemberLanding2Page }),
    ),
  ),
  'members-id-landing3': lazy(() =>
    import(/* webpackChunkName: "page-members-id-landing3" */ './features/member-landing/member-landing-page').then(
      (module) => ({ default: module.MemberLanding3Page }),
    ),
  ),
  'members-id-signup': lazy(() =>
    import(/* webpackChunkName: "page-members-id-signup" */ './features/member-landing/member-signup-page').then(
      (module) => ({ default: module.MemberSignupPage }),
    ),
  ),
};
