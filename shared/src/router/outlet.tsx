import { useContext } from 'react';
import { RouteContext } from './contexts';

/** Where a parent route renders its matched child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}
