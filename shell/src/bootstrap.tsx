import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@app/shared/router';
import { acceptFirstAnswers, setClientType } from '@app/shared/api';
import { registerNamespace } from '@app/shared/i18n';
import { startPageLanguage } from '@app/shared/ui/page-language';
import { $installedApp } from './stores/app-mode';
import { $settings, loadSettings } from '@app/shared/stores/settings';
import { recordLanding } from '@app/shared/stores/tracking';
import { acceptUser, loadUser } from '@app/shared/stores/user';
import { takeFirstPageData } from '@app/shared/api/first-page-data';
import { SHARED_FOR_REMOTES } from './app/shared-for-remotes';
import { fetchRegistry, registerRegistry, remoteForPath } from './app/registry';
import { loadRemoteRoutes } from './app/remote-modules';
import { createRouter } from './app/router';
import { watchChunkErrors } from './features/errors/chunk-reload';
import { registerServiceWorker } from './features/install/service-worker';
import { watchPageHidden } from './features/presence/page-hidden-beacon';
import { startLiveSync } from './features/live/live-sync';
import { reloadChatsAndLikes, startChatsSync } from './features/title/chats-sync';

async function start(): Promise<void> {
  // Read, so the bundler keeps them: the shell provides them to the remotes (ADR 0021).
  if (SHARED_FOR_REMOTES.length === 0) throw new Error('the shared modules for remotes are missing');
  watchChunkErrors();
  setClientType($installedApp.get() ? 'app' : 'web');
  // Where the visitor came from (the tracking record of the query), before anything else: kept for
  // the visit and sent to the server, so sign-up finds it on any page (issue 15).
  recordLanding(location.pathname, location.search);
  // The server writes the settings, the user and the first page's other answers into the page;
  // without them they are fetched.
  const firstPage = takeFirstPageData();
  if (firstPage?.answers) acceptFirstAnswers(firstPage.answers);
  // The registry, and then the first page's remote, load while settings and user are on their way.
  const registryReady = fetchRegistry().then((registry) => {
    registerRegistry(registry);
    const remote = remoteForPath(registry, location.pathname);
    if (remote) void loadRemoteRoutes(remote);
    return registry;
  });
  if (firstPage) {
    $settings.set(firstPage.settings);
    acceptUser(firstPage.user);
  }
  const [registry, settings] = await Promise.all([
    registryReady,
    firstPage ? firstPage.settings : loadSettings(location.host, location.search).catch(() => null),
    firstPage ? firstPage.user : loadUser(),
  ]);
  registerNamespace('shell', (language) => import(`./locales/${language}.json`));
  const i18n = await startPageLanguage(settings);
  await i18n.loadNamespaces('shell');
  startChatsSync();
  startLiveSync(reloadChatsAndLikes);
  watchPageHidden();
  const root = createRoot(document.getElementById('root')!);
  // Rendered as a transition, React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole first page (ADR 0021).
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={createRouter(registry)} />
      </StrictMode>,
    ),
  );
  registerServiceWorker();
}

void start();
