import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createMemoryRouter } from './create-router';
import { RouterContext, type RouterValue } from './contexts';
import { renderMatches } from './render-matches';
import type { Router, RouterState } from './types';

/** Renders the router's matched routes and follows its state; page changes render as a transition. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    const follow = (next: RouterState) => startTransition(() => setState(next));
    const unsubscribe = router.subscribe(follow);
    // The router may have moved on between this render and the subscription.
    follow(router.state);
    return unsubscribe;
  }, [router]);
  const value = useMemo<RouterValue>(
    () => ({ state, navigate: router.navigate, createHref: router.createHref }),
    [state, router],
  );
  const fallback = router.routes.find((route) => route.hydrateFallbackElement !== undefined)?.hydrateFallbackElement;
  return (
    <RouterContext.Provider value={value}>
      {state.initialized ? renderMatches(state) : (fallback ?? null)}
    </RouterContext.Provider>
  );
}

const ChildrenContext = createContext<ReactNode>(null);

function MemoryChildren() {
  return useContext(ChildrenContext);
}

/** A router in memory around plain children (no route table), for tests of components that link. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', Component: MemoryChildren }], { initialEntries, initialIndex }),
  );
  useEffect(() => () => router.dispose(), [router]);
  return (
    <ChildrenContext.Provider value={children}>
      <RouterProvider router={router} />
    </ChildrenContext.Provider>
  );
}
