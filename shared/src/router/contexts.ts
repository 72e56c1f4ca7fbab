import { createContext, type ReactNode } from 'react';
import type { RouteMatch, Router, RouterState } from './types';

/** The router's state and its navigate, for every hook and link below a router. */
export interface RouterValue {
  state: RouterState;
  navigate: Router['navigate'];
  createHref: Router['createHref'];
}

export const RouterContext = createContext<RouterValue | null>(null);

/** The matched route a component renders in, and what its `<Outlet />` shows. */
export interface RouteValue {
  matches: RouteMatch[];
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteValue>({ matches: [], outlet: null });

export const RouteErrorContext = createContext<unknown>(undefined);
