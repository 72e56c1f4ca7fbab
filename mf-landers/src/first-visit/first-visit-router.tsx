import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteMeta } from '@app/shared/contract';
import { createBrowserRouter, type RouteObject } from '@app/shared/router';
import { LanderLayout } from '@app/shared/ui/lander-layout';
import { LoadState } from '@app/shared/ui/load-state';
import { releaseVersion } from './release';

/**
 * Leaves this page for the server's page of another address, and never resolves: the first-visit page
 * shows one address, and every other one (the sign-up's next step, a login, another lander that may
 * belong to another release) is the shell's or its own release's (ADR 0036).
 */
function loadAsNewPage(url: string): Promise<null> {
  window.location.assign(url);
  return new Promise(() => {});
}

/** A page that failed to load (a chunk lost on the way): the error, and a retry that loads the page again. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('[first-visit] the page failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container py-4">
        <LoadState error="errors.generic" onRetry={() => location.reload()} />
      </div>
    );
  }
}

/** One page of this release in the lander layout, marked as the shell marks a remote's slot. */
function FirstVisitPage({ Page, buildId }: { Page: ComponentType; buildId: string }) {
  return (
    <LanderLayout>
      <PageErrorBoundary>
        <Suspense fallback={<div className="min-vh-100" />}>
          <div data-remote={__CONTAINER_NAME__} data-remote-build={buildId} data-remote-version={releaseVersion()}>
            <Page />
          </div>
        </Suspense>
      </PageErrorBoundary>
    </LanderLayout>
  );
}

/** What the first-visit page shows: this release's route table and pages, and the address it was loaded for. */
export interface FirstVisit {
  routeTable: RouteMeta[];
  pages: Record<string, ComponentType>;
  buildId: string;
  firstPath: string;
}

/**
 * The routes of the first-visit page: this release's lander-layout routes, each shown only at the
 * address the page was loaded for (`firstPath`; its query may change), and every other address loaded
 * from the server as a new page.
 */
export function firstVisitRoutes({ routeTable, pages, buildId, firstPath }: FirstVisit): RouteObject[] {
  const leaveFor = ({ request }: { request: Request }) =>
    new URL(request.url).pathname === firstPath ? null : loadAsNewPage(request.url);
  return [
    ...routeTable
      .filter((route) => route.layout === 'lander' && pages[route.page])
      .map((route) => ({
        path: route.path,
        element: <FirstVisitPage Page={pages[route.page]!} buildId={buildId} />,
        loader: leaveFor,
      })),
    { path: '*', loader: leaveFor },
  ];
}

export function createFirstVisitRouter(firstVisit: FirstVisit) {
  return createBrowserRouter(firstVisitRoutes(firstVisit));
}
