import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PAGE_SLUGS } from '../features/pages/page-slugs';
import type { RouteHandle } from './route-info';

const InfoPage = lazy(() => import('../features/pages/info-page'));
const ComplaintsPage = lazy(() => import('../features/complaints/complaints-page'));
const LangConfigPage = lazy(() => import('../features/lang-config/lang-config-page'));

function handle(routeName: string): RouteHandle {
  return { routeName, layout: 'default', owner: 'shell' };
}

/** The routes the shell renders itself (issue 2 route ownership). */
export function shellRoutes(): RouteObject[] {
  return [
    ...PAGE_SLUGS.map((slug) => ({
      path: `/pages/${slug}`,
      element: <InfoPage slug={slug} />,
      handle: handle(`pages-${slug}`),
    })),
    { path: '/complaints', element: <ComplaintsPage />, handle: handle('complaints') },
    { path: '/lang-config', element: <LangConfigPage />, handle: handle('lang-config') },
  ];
}
