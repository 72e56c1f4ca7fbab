import type { RouteObject } from '@app/shared/router';
import { INFO_PAGE_SLUGS } from '@app/shared/contract/shell-routes';
import { $locale } from '@app/shared/stores/locale';
import { pageCatalogue } from '../features/pages/page-content';
import type { RouteHandle } from './route-info';

function handle(routeName: string): RouteHandle {
  return { routeName, layout: 'default', owner: 'shell' };
}

/**
 * The routes the shell renders itself (issue 2 route ownership), the contract's `SHELL_ROUTE_PATHS`,
 * which the server ranks with the registry's; code and texts load before render.
 */
export function shellRoutes(): RouteObject[] {
  return [
    ...INFO_PAGE_SLUGS.map((slug): RouteObject => ({
      path: `/pages/${slug}`,
      handle: handle(`pages-${slug}`),
      lazy: async () => {
        const [{ default: InfoPage }] = await Promise.all([
          import('../features/pages/info-page'),
          pageCatalogue($locale.get()),
        ]);
        return { element: <InfoPage slug={slug} /> };
      },
    })),
    {
      path: '/complaints',
      handle: handle('complaints'),
      lazy: async () => ({ Component: (await import('../features/complaints/complaints-page')).default }),
    },
    {
      path: '/lang-config',
      handle: handle('lang-config'),
      lazy: async () => ({ Component: (await import('../features/lang-config/lang-config-page')).default }),
    },
  ];
}
