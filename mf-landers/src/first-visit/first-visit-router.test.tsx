import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteMeta } from '@app/shared/contract';
import type * as ApiModule from '@app/shared/api';
import { createMemoryRouter, RouterProvider, type Router } from '@app/shared/router';
import { firstVisitRoutes } from './first-visit-router';
import { releaseVersion } from './release';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(async () => ({ company: null })),
}));

const ROUTES: RouteMeta[] = [
  { path: '/', page: 'home', layout: 'default' },
  { path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' },
  { path: '/members/:id/landing', page: 'landing', layout: 'lander' },
];
const PAGES = {
  home: () => <h1>Home</h1>,
  lander: () => <h1>Gallery</h1>,
  landing: () => <h1>Landing</h1>,
};

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function show(firstPath: string): Promise<Router> {
  const routes = firstVisitRoutes({ routeTable: ROUTES, pages: PAGES, buildId: 'b1', firstPath });
  const router = createMemoryRouter(routes, { initialEntries: [firstPath] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

// Issue 15, ADR 0036: the first-visit page shows the one address it was loaded for.
describe("the landers' first-visit page", () => {
  it('shows its page in the lander layout, in a slot marked with the container and build', async () => {
    await show('/landers/gallery/xmas');
    const heading = await screen.findByRole('heading', { name: 'Gallery' });
    const slot = heading.closest('[data-remote]');
    expect(slot?.getAttribute('data-remote')).toBe('test');
    expect(slot?.getAttribute('data-remote-build')).toBe('b1');
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the visitors' home in the default layout: navigation with login, disclaimer, footer", async () => {
    await show('/');
    const heading = await screen.findByRole('heading', { name: 'Home' });
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'nav.label' });
    expect(nav.querySelector('a[href="/login"]')?.textContent).toBe('nav.login');
    expect(screen.getByRole('complementary', { name: 'disclaimer.label' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('stays for a new query of its address, and loads every other address as a new page', async () => {
    const router = await show('/landers/gallery/xmas');
    await act(async () => void router.navigate('/landers/gallery/xmas?sub1=a'));
    expect(assign).not.toHaveBeenCalled();
    // The same route at another address may belong to another release (a campaign's).
    void router.navigate('/landers/gallery');
    void router.navigate('/complete-signup');
    void router.navigate('/');
    await act(async () => {});
    expect(assign.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      '/landers/gallery',
      '/complete-signup',
      '/',
    ]);
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeTruthy();
  });

  it('names its release by the folder its scripts came from', () => {
    expect(releaseVersion('/remotes/mf-landers/1.0.0-abc123/first-visit/')).toBe('1.0.0-abc123');
    expect(releaseVersion('http://example.test/remotes/mf-landers/2.0.0-x/first-visit/')).toBe('2.0.0-x');
    expect(releaseVersion('/remotes/mf-landers/1.0.0-abc123/')).toBeNull();
    expect(releaseVersion(null)).toBeNull();
  });
});
