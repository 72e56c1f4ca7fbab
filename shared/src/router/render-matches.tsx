import { Component, createElement, type ReactNode } from 'react';
import { RouteContext, RouteErrorContext } from './contexts';
import type { Location, RouteMatch, RouterState } from './types';
import { Outlet } from './outlet';

interface BoundaryProps {
  location: Location;
  errorElement: ReactNode;
  children: ReactNode;
}

/** A route's error element in place of its subtree when rendering it throws; reset by a new address. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.errorElement}</RouteErrorContext.Provider>;
  }
}

function routeElement(match: RouteMatch): ReactNode {
  const { element, Component: RouteComponent } = match.route;
  if (element !== undefined) return element;
  return RouteComponent ? createElement(RouteComponent) : <Outlet />;
}

/** The matched routes nested inside each other, with error elements where a route has one. */
export function renderMatches(state: RouterState): ReactNode {
  const { matches, error, location } = state;
  let last = matches.length - 1;
  let errorAt = -1;
  if (error) {
    // The error shows in the nearest route at or above the one that failed that has an error element.
    errorAt = error.matchIndex;
    while (errorAt >= 0 && matches[errorAt]!.route.errorElement === undefined) errorAt -= 1;
    last = errorAt;
  }
  let outlet: ReactNode = null;
  for (let index = last; index >= 0; index -= 1) {
    const match = matches[index]!;
    const value = { matches: matches.slice(0, index + 1), outlet };
    const errorElement = match.route.errorElement;
    let content: ReactNode =
      index === errorAt ? (
        <RouteErrorContext.Provider value={error!.value}>{errorElement}</RouteErrorContext.Provider>
      ) : (
        routeElement(match)
      );
    if (errorElement !== undefined && index !== errorAt)
      content = (
        <RouteErrorBoundary location={location} errorElement={errorElement}>
          {content}
        </RouteErrorBoundary>
      );
    outlet = <RouteContext.Provider value={value}>{content}</RouteContext.Provider>;
  }
  if (error && errorAt < 0) throw error.value;
  return outlet;
}
