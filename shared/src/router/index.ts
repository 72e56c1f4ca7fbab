/**
 * The router of the whole site, shared as one Module Federation singleton (`@app/shared/router`).
 *
 * Our own small router with the part of react-router's API the site uses (a route table with nested
 * routes, lazy parts and loaders, links, hooks): react-router itself cost 27 KiB brotli on every first
 * visit (ADR 0020). Shell and remotes import routing only from here.
 */
export { createBrowserRouter, createMemoryRouter, isRouteErrorResponse } from './create-router';
export { Link, Navigate, NavLink } from './links';
export { matchRoutes } from './match-routes';
export { Outlet } from './outlet';
export { MemoryRouter, RouterProvider } from './router-provider';
export {
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from './hooks';
export type { RouteObject, Router } from './types';
