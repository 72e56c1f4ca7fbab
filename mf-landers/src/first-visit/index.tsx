// The landers' first-visit page (ADR 0036): what a visitor's first page of a lander runs instead of the
// shell, rendered by this release of the landers with the site's lander layout and nothing else.
import '@app/shared/contract/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { acceptFirstAnswers } from '@app/shared/api';
import { takeFirstPageData } from '@app/shared/api/first-page-data';
import { siteTitle } from '@app/shared/contract/site-title';
import { RouterProvider } from '@app/shared/router';
import { $settings, loadSettings } from '@app/shared/stores/settings';
import { recordLanding } from '@app/shared/stores/tracking';
import { acceptUser, loadUser } from '@app/shared/stores/user';
import { startPageLanguage } from '@app/shared/ui/page-language';
import { routeTable } from '../route-table';
import { buildId, namespace, pages } from '../routes';
import { createFirstVisitRouter } from './first-visit-router';

async function start(): Promise<void> {
  // Where the visitor came from, before anything else, as the shell records it (issue 15).
  recordLanding(location.pathname, location.search);
  // The server writes the settings, the user (none: a visitor) and the page's first answers into the page.
  const firstPage = takeFirstPageData();
  if (firstPage?.answers) acceptFirstAnswers(firstPage.answers);
  if (firstPage) {
    $settings.set(firstPage.settings);
    acceptUser(firstPage.user);
  }
  const [settings] = await Promise.all([
    firstPage ? firstPage.settings : loadSettings(location.host, location.search).catch(() => null),
    firstPage ? firstPage.user : loadUser(),
  ]);
  // The site's title, as the shell gives it; a lander's page gives its own while it shows.
  document.title = siteTitle(settings);
  const texts = await startPageLanguage(settings);
  await texts.loadNamespaces(namespace);
  const root = createRoot(document.getElementById('root')!);
  const router = createFirstVisitRouter({ routeTable, pages, buildId, firstPath: location.pathname });
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

void start();
