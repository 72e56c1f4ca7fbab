import { Suspense } from 'react';
import { Outlet } from '@app/shared/router';
import { LoadingBar } from '../features/loading/loading-bar';
import { PageSpinner } from '../features/loading/page-spinner';
import { useDocumentTitle } from '../features/title/use-document-title';
import { Layout } from '../layouts/layout';
import { useRouteInfo } from './route-info';

/** The layout of the current route around its page; the layout stays mounted across its routes. */
export function Root() {
  const { layout } = useRouteInfo();
  useDocumentTitle();
  return (
    <>
      <LoadingBar />
      <Layout name={layout}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout>
    </>
  );
}
