import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '@app/shared/contract';
import { SHELL_ROUTE_PATHS } from '@app/shared/contract/shell-routes';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@app/shared/router';
import { buildRoutes } from './router';
import { shellRoutes } from './shell-routes';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const REGISTRY: Registry = {
  remotes: [
    {
      name: 'mf_members',
      package: 'mf-members',
      version: '2.0.0',
      manifest: '/remotes/mf-members/2.0.0/mf-manifest.json',
      routes: [
        // Released before a shell that knows its layout or its guard.
        { path: '/match-finder', page: 'match-finder', layout: 'sidebar' },
        { path: '/swipe-game', page: 'swipe-game', layout: 'default', guard: 'adults-only' },
      ],
      history: [],
    },
  ],
  campaigns: {},
  updatedAt: '2026-11-25T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Without an i18next instance the texts are their keys.
describe('a registry route the shell cannot render (spec section 8: an unknown middleware gives 500)', () => {
  it.each(['/match-finder', '/swipe-game'])('shows the error page with status 500 at %s', async (path) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(buildRoutes(REGISTRY), { initialEntries: [path] });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('500');
    expect(screen.getByRole('heading').textContent).toBe('errors.error');
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/(layout "sidebar"|guard "adults-only")/));
  });
});

describe("the shell's own routes", () => {
  it('are the ones the server knows (SHELL_ROUTE_PATHS)', () => {
    expect(shellRoutes().map((route: RouteObject) => route.path)).toEqual(SHELL_ROUTE_PATHS);
  });
});
