import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { FIRST_VISIT_LAYOUTS, routeName, type RouteMeta } from '@app/shared/contract';
import { createBrowserRouter, type RouteObject } from '@app/shared/router';
import { LanderLayout } from '@app/shared/ui/lander-layout';
import { LoadState } from '@app/shared/ui/load-state';
import { releaseVersion } from './release';
import { VisitorDefaultLayout } from './visitor-default-layout';

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

/** A route's layout as a visitor sees it: the lander layout, or the default one. */
function VisitorLayout({ route, children }: { route: RouteMeta; children: ReactNode }) {
  if (route.layout === 'lander') return <LanderLayout>{children}</LanderLayout>;
  return <VisitorDefaultLayout routeName={routeName(route.path)}>{children}</VisitorDefaultLayout>;
}

/** One page of this release in its layout, marked as the shell marks a remote's slot. */
function FirstVisitPage({ route, Page, buildId }: { route: RouteMeta; Page: ComponentType; buildId: string }) {
  return (
    <VisitorLayout route={route}>
      <PageErrorBoundary>
        <Suspense fallback={<div className="min-vh-100" />}>
          <div data-remote={__CONTAINER_NAME__} data-remote-build={buildId} data-remote-version={releaseVersion()}>
            <Page />
          </div>
        </Suspense>
      </PageErrorBoundary>
    </VisitorLayout>
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
 * The routes of the first-visit page: this release's routes of the first-visit layouts, each shown only at the
 * address the page was loaded for (`firstPath`; its query may change), and every other address loaded
 * from the server as a new page.
 */
export function firstVisitRoutes({ routeTable, pages, buildId, firstPath }: FirstVisit): RouteObject[] {
  const leaveFor = ({ request }: { request: Request }) =>
    new URL(request.url).pathname === firstPath ? null : loadAsNewPage(request.url);
  return [
    ...routeTable
      .filter((route) => (FIRST_VISIT_LAYOUTS as readonly string[]).includes(route.layout) && pages[route.page])
      .map((route) => ({
        path: route.path,
        element: <FirstVisitPage route={route} Page={pages[route.page]!} buildId={buildId} />,
        loader: leaveFor,
      })),
    { path: '*', loader: leaveFor },
  ];
}

export function createFirstVisitRouter(firstVisit: FirstVisit) {
  return createBrowserRouter(firstVisitRoutes(firstVisit));
}
