/**
 * The router of the whole site, shared as one Module Federation singleton (`@app/shared/router`).
 *
 * Shell and remotes import routing only from here, never from `react-router` itself: a shared module
 * is provided whole, so sharing `react-router` directly shipped all of it (server helpers, cookie
 * parsers) on every first visit. Shared through this file, only what is re-exported here is bundled
 * (ADR 0019).
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
