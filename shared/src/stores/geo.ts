import { atom } from 'nanostores';
import { api } from '@app/shared/api';
import { GEOLOCATION_CACHE_MS } from '../contract/constants';
import type { GeocodeResponse } from '../contract/geo';

/**
 * Geolocation permission of spec section 4: `unsupported` (no geolocation in this browser),
 * `unknown` (the browser cannot tell before asking), or the browser's own state.
 */
export type GeoPermission = 'unsupported' | 'unknown' | PermissionState;

export interface GeoPosition {
  latitude: number;
  longitude: number;
}

export interface GeoStore {
  permission: GeoPermission;
  position: GeoPosition | null;
  /** The answer of GET /api/geocode.php; false when locating or geocoding failed; null before. */
  geocode: GeocodeResponse | false | null;
}

/** What geolocation needs from the browser; the tests hand in their own. */
export type GeoNavigator = Pick<Navigator, 'geolocation'> & { permissions?: Pick<Permissions, 'query'> };

interface StoredGeocode {
  savedAt: number;
  position: GeoPosition | null;
  geocode: GeocodeResponse | false;
}

const STORAGE_KEY = 'geolocation';
const POSITION_TIMEOUT_MS = 15_000;

function browser(): GeoNavigator | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

/** The stored geocode result when it is at most GEOLOCATION_CACHE_MS old (spec section 9). */
function readCache(now: number): StoredGeocode | null {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null') as StoredGeocode | null;
    if (!stored || typeof stored.savedAt !== 'number' || now - stored.savedAt > GEOLOCATION_CACHE_MS) return null;
    if (now < stored.savedAt) return null;
    return stored;
  } catch {
    return null;
  }
}

function writeCache(entry: StoredGeocode): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the result still holds for this page.
  }
}

function initial(): GeoStore {
  const cached = readCache(Date.now());
  return {
    permission: browser()?.geolocation ? 'unknown' : 'unsupported',
    position: cached?.position ?? null,
    geocode: cached?.geocode ?? null,
  };
}

export const $geo = atom<GeoStore>(initial());

function set(patch: Partial<GeoStore>): void {
  $geo.set({ ...$geo.get(), ...patch });
}

/**
 * Reads the permission state of spec section 4 into `$geo` without asking the visitor anything, and
 * follows the browser's later changes to it.
 */
export async function refreshGeoPermission(nav: GeoNavigator | undefined = browser()): Promise<GeoPermission> {
  let permission: GeoPermission = 'unknown';
  if (!nav?.geolocation) permission = 'unsupported';
  else if (nav.permissions?.query) {
    try {
      const status = await nav.permissions.query({ name: 'geolocation' });
      status.onchange = () => set({ permission: status.state });
      permission = status.state;
    } catch {
      // Some browsers cannot query this permission: it stays unknown until the visitor is asked.
    }
  }
  set({ permission });
  return permission;
}

function currentPosition(nav: GeoNavigator): Promise<GeoPosition> {
  return new Promise((resolve, reject) => {
    nav.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: GEOLOCATION_CACHE_MS },
    );
  });
}

/**
 * The visitor's place: a geocode result of the last hour from localStorage, else the browser's
 * position (which may ask for permission) geocoded by GET /api/geocode.php. The whole answer is
 * stored; a failure stores false (spec section 7), and the next call tries again.
 */
export async function locate(
  nav: GeoNavigator | undefined = browser(),
  now = Date.now(),
): Promise<GeocodeResponse | false> {
  const cached = readCache(now);
  if (cached && cached.geocode) {
    set({ position: cached.position, geocode: cached.geocode });
    return cached.geocode;
  }
  if (!nav?.geolocation) {
    set({ permission: 'unsupported', geocode: false });
    return false;
  }
  let position: GeoPosition;
  try {
    position = await currentPosition(nav);
  } catch (error) {
    const denied = (error as GeolocationPositionError | undefined)?.code === 1;
    set({ geocode: false, ...(denied ? { permission: 'denied' as const } : {}) });
    return false;
  }
  set({ permission: 'granted', position });
  let geocode: GeocodeResponse | false;
  try {
    geocode = await api<GeocodeResponse>('/api/geocode.php', {
      query: { lat: position.latitude.toFixed(5), lon: position.longitude.toFixed(5) },
    });
  } catch {
    geocode = false;
  }
  writeCache({ savedAt: now, position, geocode });
  set({ geocode });
  return geocode;
}
