import type { ComponentType } from 'react';
import { registerNamespace } from '@app/shared/i18n';
import { screenPage } from '@app/shared/ui/screen-page';
import { routeTable } from './route-table';

/** Exposed as `./routes`: this remote's pages by the names its route table uses. */
export const namespace = 'chat';
export const buildId = __BUILD_ID__;

registerNamespace(namespace, (language) => import(`./locales/${language}.json`));

export const pages: Record<string, ComponentType> = Object.fromEntries(
  routeTable.map((route) => [route.page, screenPage(namespace, route.page)]),
);
