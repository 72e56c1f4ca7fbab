import type { ComponentType } from 'react';
import type { LanderType } from '@app/shared/contract/landers';
import type { LanderDesignProps } from './design-props';

export type { LanderDesignProps } from './design-props';

type DesignModule = Promise<{ default: ComponentType<LanderDesignProps> }>;

/**
 * The design of each lander type, each in its own chunk (with its own texts, namespace
 * `landers-<type>`), so a lander downloads only its own design.
 */
export const designs: Record<Exclude<LanderType, 'home'>, () => DesignModule> = {
  tinderswipe: () => import(/* webpackChunkName: "design-tinderswipe" */ './tinderswipe/tinderswipe-design'),
  alonetonight: () => import(/* webpackChunkName: "design-alonetonight" */ './alonetonight/alonetonight-design'),
  collagelanding: () =>
    import(/* webpackChunkName: "design-collagelanding" */ './collagelanding/collagelanding-design'),
  gallery: () => import(/* webpackChunkName: "design-gallery" */ './gallery/gallery-design'),
  iconslanding: () => import(/* webpackChunkName: "design-iconslanding" */ './iconslanding/iconslanding-design'),
  maplanding: () => import(/* webpackChunkName: "design-maplanding" */ './maplanding/maplanding-design'),
  socialnetwork: () => import(/* webpackChunkName: "design-socialnetwork" */ './socialnetwork/socialnetwork-design'),
  transitionsvideolanding: () =>
    import(
      /* webpackChunkName: "design-transitionsvideolanding" */ './transitionsvideolanding/transitionsvideolanding-design'
    ),
  video: () => import(/* webpackChunkName: "design-video" */ './video/video-design'),
};
