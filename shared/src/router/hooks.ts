import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, RouteErrorContext, RouterContext, type RouterValue } from './contexts';
import type { Location, NavigateOptions, Params, RouterState, To, UIMatch } from './types';

function useRouter(hook: string): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} may be used only inside a router`);
  return router;
}

export function useLocation(): Location {
  return useRouter('useLocation').state.location;
}

/** Navigates to an address, or back and forward by a number of steps. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const { navigate } = useRouter('useNavigate');
  return useCallback((to, options) => void navigate(to, options), [navigate]);
}

/** The parameters of the matched route (the same for every level of the match). */
export function useParams<T extends Params = Params>(): Readonly<Partial<T>> {
  const { matches } = useContext(RouteContext);
  const state = useContext(RouterContext)?.state;
  return (matches.at(-1)?.params ?? state?.matches.at(-1)?.params ?? {}) as Partial<T>;
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The address's query, and a setter that navigates to a new one on the same path. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { state, navigate } = useRouter('useSearchParams');
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(value).toString();
      void navigate(`?${query}`, options);
    },
    [navigate, search],
  );
  return [params, setParams];
}

/** Every matched route of the current address, root first, with its handle. */
export function useMatches(): UIMatch[] {
  const { matches } = useRouter('useMatches').state;
  return useMemo(
    () =>
      matches.map((match, index) => ({
        id: match.route.id ?? String(index),
        pathname: match.pathname,
        params: match.params,
        handle: match.route.handle,
      })),
    [matches],
  );
}

/** Whether a navigation is loading its page, and where to. */
export function useNavigation(): RouterState['navigation'] {
  return useRouter('useNavigation').state.navigation;
}

/** The error an error element is showing. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}
