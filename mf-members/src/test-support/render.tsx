import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@app/shared/router';

/**
 * Renders routes in a memory router at `path` (inside act, so the first effects and their mocked
 * fetches settle) and answers the router, to look at where a click led.
 */
export async function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}
