import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, isRouteErrorResponse } from './create-router';
import type { LoaderArgs, RouteObject } from './types';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

describe('createMemoryRouter', () => {
  it('is ready at once when the first page needs nothing loaded', () => {
    const router = createMemoryRouter([{ path: '/a' }], { initialEntries: ['/a'] });
    expect(router.state.initialized).toBe(true);
    expect(router.state.location.pathname).toBe('/a');
  });

  it('keeps the current page while the next one loads, then shows it', async () => {
    const loading = deferred();
    const loader = vi.fn((_args: LoaderArgs) => loading.promise);
    const router = createMemoryRouter([{ path: '/a' }, { path: '/b/:id', loader }], { initialEntries: ['/a'] });
    const navigation = router.navigate('/b/7?x=1');
    expect(router.state.navigation.state).toBe('loading');
    expect(router.state.location.pathname).toBe('/a');
    loading.resolve();
    await navigation;
    expect(router.state.location.pathname).toBe('/b/7');
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.historyAction).toBe('PUSH');
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '7' } }));
    expect(new URL(loader.mock.calls[0]![0].request.url).pathname).toBe('/b/7');
  });

  it('lets the later of two navigations win', async () => {
    const slow = deferred();
    const router = createMemoryRouter([{ path: '/a' }, { path: '/slow', loader: () => slow.promise }, { path: '/c' }], {
      initialEntries: ['/a'],
    });
    const first = router.navigate('/slow');
    await router.navigate('/c');
    slow.resolve();
    await first;
    expect(router.state.location.pathname).toBe('/c');
  });

  it('loads a route’s lazy parts once and keeps them on the route', async () => {
    const lazy = vi.fn(async () => ({ handle: { name: 'lazy' } }));
    const routes: RouteObject[] = [{ path: '/a' }, { path: '/lazy', lazy }];
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] });
    await router.navigate('/lazy');
    await router.navigate('/a');
    await router.navigate('/lazy');
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(routes[1]!.handle).toEqual({ name: 'lazy' });
  });

  it('reports a failing loader with the index of its match', async () => {
    const failure = new Error('down');
    const router = createMemoryRouter(
      [{ children: [{ path: '/a' }, { path: '/broken', loader: () => Promise.reject(failure) }] }],
      { initialEntries: ['/a'] },
    );
    await router.navigate('/broken');
    expect(router.state.error).toEqual({ value: failure, matchIndex: 1 });
    await router.navigate('/a');
    expect(router.state.error).toBeNull();
  });

  it('answers an address no route matches with a 404 error response', () => {
    const router = createMemoryRouter([{ children: [{ path: '/a' }] }], { initialEntries: ['/nowhere'] });
    expect(isRouteErrorResponse(router.state.error?.value)).toBe(true);
    expect((router.state.error!.value as { status: number }).status).toBe(404);
  });

  it('replaces instead of pushing for the same address, and goes back by a number of steps', async () => {
    const router = createMemoryRouter([{ path: '*' }], { initialEntries: ['/a'] });
    await router.navigate('/a');
    expect(router.state.historyAction).toBe('REPLACE');
    await router.navigate('/b');
    await router.navigate('?page=2');
    expect(router.state.location.pathname + router.state.location.search).toBe('/b?page=2');
    await router.navigate(-2);
    expect(router.state.location.pathname).toBe('/a');
    expect(router.state.historyAction).toBe('POP');
    expect(router.createHref({ pathname: '/c', search: '?q=1' })).toBe('/c?q=1');
  });
});
