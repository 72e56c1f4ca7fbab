// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { GEOLOCATION_CACHE_MS } from '../contract/constants';
import type { GeocodeResponse } from '../contract/geo';
import { $geo, locate, refreshGeoPermission, type GeoNavigator } from './geo';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const AMSTERDAM: GeocodeResponse = {
  country: 'NL',
  region: { id: 7, code: 'NL-NH', name: 'Noord-Holland' },
  city: { name: 'Amsterdam', latitude: 52.37, longitude: 4.89 },
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function urlOf([input]: FetchArgs): string {
  return input instanceof Request ? input.url : String(input);
}

/** A browser whose geolocation answers a position or an error, and whose permission is `state`. */
function fakeNavigator(options: {
  state?: PermissionState | 'throws';
  position?: { latitude: number; longitude: number };
  errorCode?: number;
  permissions?: boolean;
}): GeoNavigator & { getCurrentPosition: Mock; status: { state: PermissionState; onchange: (() => void) | null } } {
  const status = { state: (options.state === 'throws' ? 'prompt' : options.state) ?? 'prompt', onchange: null };
  const getCurrentPosition = vi.fn((success: PositionCallback, failure: PositionErrorCallback) => {
    if (options.position) success({ coords: options.position } as GeolocationPosition);
    else failure({ code: options.errorCode ?? 2 } as GeolocationPositionError);
  });
  return {
    geolocation: { getCurrentPosition } as unknown as Geolocation,
    permissions:
      options.permissions === false
        ? undefined
        : {
            query: vi.fn(async () => {
              if (options.state === 'throws') throw new TypeError('not supported');
              return status as unknown as PermissionStatus;
            }),
          },
    getCurrentPosition,
    status,
  };
}

let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;

beforeEach(() => {
  localStorage.clear();
  $geo.set({ permission: 'unknown', position: null, geocode: null });
  fetchMock = vi.fn(async () => json(AMSTERDAM));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('refreshGeoPermission (spec section 4)', () => {
  it('is unsupported without geolocation', async () => {
    expect(await refreshGeoPermission({} as GeoNavigator)).toBe('unsupported');
    expect($geo.get().permission).toBe('unsupported');
  });

  it('is unknown when the browser cannot query permissions', async () => {
    expect(await refreshGeoPermission(fakeNavigator({ permissions: false }))).toBe('unknown');
  });

  it('is unknown when the query fails', async () => {
    expect(await refreshGeoPermission(fakeNavigator({ state: 'throws' }))).toBe('unknown');
  });

  it.each(['granted', 'prompt', 'denied'] as const)('is the browser state %s', async (state) => {
    expect(await refreshGeoPermission(fakeNavigator({ state }))).toBe(state);
    expect($geo.get().permission).toBe(state);
  });

  it('follows a later change in the browser', async () => {
    const nav = fakeNavigator({ state: 'prompt' });
    await refreshGeoPermission(nav);
    nav.status.state = 'denied';
    nav.status.onchange?.();
    expect($geo.get().permission).toBe('denied');
  });
});

describe('locate', () => {
  const now = 1_700_000_000_000;

  it('geocodes the position and stores the whole answer with its time', async () => {
    const nav = fakeNavigator({ position: { latitude: 52.3702, longitude: 4.8952 } });
    expect(await locate(nav, now)).toEqual(AMSTERDAM);
    const url = new URL(urlOf(fetchMock.mock.calls[0]!), 'http://localhost');
    expect(url.pathname).toBe('/api/geocode.php');
    expect(url.searchParams.get('lat')).toBe('52.37020');
    expect(url.searchParams.get('lon')).toBe('4.89520');
    expect($geo.get()).toEqual({
      permission: 'granted',
      position: { latitude: 52.3702, longitude: 4.8952 },
      geocode: AMSTERDAM,
    });
    expect(JSON.parse(localStorage.getItem('geolocation') ?? 'null')).toMatchObject({
      savedAt: now,
      geocode: AMSTERDAM,
    });
  });

  it('answers from the cache within the hour, without asking the browser', async () => {
    await locate(fakeNavigator({ position: { latitude: 52.37, longitude: 4.9 } }), now);
    const later = fakeNavigator({ position: { latitude: 1, longitude: 1 } });
    expect(await locate(later, now + GEOLOCATION_CACHE_MS)).toEqual(AMSTERDAM);
    expect(later.getCurrentPosition).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again once the cache is older than an hour', async () => {
    await locate(fakeNavigator({ position: { latitude: 52.37, longitude: 4.9 } }), now);
    const later = fakeNavigator({ position: { latitude: 52.37, longitude: 4.9 } });
    await locate(later, now + GEOLOCATION_CACHE_MS + 1);
    expect(later.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stores false when geocoding fails, and tries again next time', async () => {
    fetchMock.mockImplementation(async () => json({ error: 'not_found' }, 404));
    expect(await locate(fakeNavigator({ position: { latitude: 0, longitude: -30 } }), now)).toBe(false);
    expect($geo.get().geocode).toBe(false);
    expect(JSON.parse(localStorage.getItem('geolocation') ?? 'null')).toMatchObject({ savedAt: now, geocode: false });

    fetchMock.mockImplementation(async () => json(AMSTERDAM));
    expect(await locate(fakeNavigator({ position: { latitude: 52.37, longitude: 4.9 } }), now + 1000)).toEqual(
      AMSTERDAM,
    );
  });

  it('records a refusal as the denied permission', async () => {
    expect(await locate(fakeNavigator({ errorCode: 1 }), now)).toBe(false);
    expect($geo.get()).toMatchObject({ permission: 'denied', geocode: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is false without geolocation', async () => {
    expect(await locate({} as GeoNavigator, now)).toBe(false);
    expect($geo.get()).toMatchObject({ permission: 'unsupported', geocode: false });
  });

  it('starts from a fresh stored result on the next visit', async () => {
    localStorage.setItem('geolocation', JSON.stringify({ savedAt: Date.now(), position: null, geocode: AMSTERDAM }));
    vi.resetModules();
    const fresh = await import('./geo');
    expect(fresh.$geo.get().geocode).toEqual(AMSTERDAM);
  });

  it('ignores a stored result older than an hour', async () => {
    localStorage.setItem(
      'geolocation',
      JSON.stringify({ savedAt: Date.now() - GEOLOCATION_CACHE_MS - 1, position: null, geocode: AMSTERDAM }),
    );
    vi.resetModules();
    const fresh = await import('./geo');
    expect(fresh.$geo.get().geocode).toBeNull();
  });
});
