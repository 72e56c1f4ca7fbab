import '../theme/site.scss';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from '@app/shared/router';
import type { RouteMeta } from '../contract/routes';
import { initI18n } from '@app/shared/i18n';
import { LANGUAGES, type Language } from '../contract/languages';
import { switchLanguage } from '@app/shared/i18n/switch-language';
import { $locale, detectLocale, readLocaleCookie } from '@app/shared/stores/locale';
import { loadSettings } from '@app/shared/stores/settings';
import { loadUser } from '@app/shared/stores/user';

export interface StandaloneOptions {
  namespace: string;
  routeTable: RouteMeta[];
  pages: Record<string, ComponentType>;
}

function HarnessFrame({ namespace, routeTable }: Pick<StandaloneOptions, 'namespace' | 'routeTable'>) {
  return (
    <>
      <header className="bg-dark text-white px-3 py-2 d-flex flex-wrap gap-3 align-items-center">
        <strong>{namespace} (standalone)</strong>
        {routeTable
          .filter((route) => !route.path.includes(':'))
          .map((route) => (
            <Link key={route.path} className="link-light small" to={route.path}>
              {route.path}
            </Link>
          ))}
        <select
          className="form-select form-select-sm w-auto ms-auto"
          aria-label="Language"
          defaultValue={$locale.get()}
          onChange={(event) => void switchLanguage(event.target.value as Language)}
        >
          {LANGUAGES.map((language) => (
            <option key={language}>{language}</option>
          ))}
        </select>
      </header>
      <main>
        <Suspense fallback={<div className="p-4">…</div>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

/**
 * A thin host for developing one remote alone (`pnpm --filter <remote> dev`): its routes, the shared
 * stores and i18n, against the API of a running server, without the shell or the other remotes.
 */
export async function mountStandalone({ namespace, routeTable, pages }: StandaloneOptions): Promise<void> {
  const settings = await loadSettings(location.host, location.search).catch(() => null);
  await loadUser();
  const locale = detectLocale({
    cookie: readLocaleCookie(document.cookie),
    domainLanguage: settings?.domain_language,
    browserLanguages: navigator.languages,
  });
  $locale.set(locale);
  await initI18n(locale);
  const router = createBrowserRouter([
    {
      element: <HarnessFrame namespace={namespace} routeTable={routeTable} />,
      children: routeTable.map((route) => {
        const Page = pages[route.page]!;
        return { path: route.path, element: <Page /> };
      }),
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
