import { atom } from 'nanostores';
import { api } from '@app/shared/api';
import type { Tracking } from '../contract/signup';

/**
 * Where a visitor came from (spec section 3, "tracking record stored on landing"): the tracking
 * record (network, ref, sub1-3), the traffic source and the path the visitor landed on, read from the
 * query of the first address that carries them (a lander, /signup...) and kept for the visit in
 * sessionStorage, so that POST /api/signup.php can send them along. The landing is also sent once to
 * POST /api/landing.php, which keeps it on the server for the visit (an HttpOnly cookie names it), so
 * sign-up finds it there too.
 */
export interface Landing {
  tracking: Tracking | null;
  traffic_source: string | null;
  landing_path: string | null;
}

/** The query parameters of a tracking record. */
export const TRACKING_PARAMS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
/** Query parameters that name the traffic source. */
export const TRAFFIC_SOURCE_PARAMS = ['trafficsource', 'traffic_source'] as const;

const STORAGE_KEY = 'landing';
const MAX_LENGTH = 255;
const EMPTY: Landing = { tracking: null, traffic_source: null, landing_path: null };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_LENGTH) : null;
}

function readStored(): Landing {
  try {
    const stored = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null') as Partial<Landing> | null;
    if (!stored) return EMPTY;
    const tracking = stored.tracking
      ? Object.fromEntries(TRACKING_PARAMS.map((param) => [param, text(stored.tracking?.[param])]))
      : null;
    return {
      tracking,
      traffic_source: text(stored.traffic_source),
      landing_path: typeof stored.landing_path === 'string' ? stored.landing_path.slice(0, 2048) : null,
    };
  } catch {
    return EMPTY;
  }
}

export const $landing = atom<Landing>(readStored());

/** The traffic source the server goes by: the traffic source, else the tracking network. */
export function trafficSourceOf(landing: Landing): string | null {
  return landing.traffic_source ?? landing.tracking?.network ?? null;
}

/** Sends a new landing to the server, once and without waiting: a failure only loses the server's copy. */
function sendLanding(landing: Landing): void {
  const body = { ...landing.tracking, traffic_source: landing.traffic_source, landing_path: landing.landing_path };
  void api('/api/landing.php', { method: 'POST', body, retry: 1 }).catch(() => undefined);
}

/**
 * Records the landing from an address's path and query, when its query names a traffic source or
 * any tracking parameter; the first landing of the visit is kept (later addresses change nothing).
 */
export function recordLanding(pathname: string, search: string): void {
  if (trafficSourceOf($landing.get()) || $landing.get().tracking) return;
  const query = new URLSearchParams(search);
  const values = Object.fromEntries(TRACKING_PARAMS.map((param) => [param, text(query.get(param))]));
  const hasTracking = Object.values(values).some(Boolean);
  const trafficSource = TRAFFIC_SOURCE_PARAMS.map((param) => text(query.get(param))).find(Boolean) ?? null;
  if (!hasTracking && !trafficSource) return;
  const landing: Landing = {
    tracking: hasTracking ? values : null,
    traffic_source: trafficSource,
    landing_path: pathname.slice(0, 2048),
  };
  $landing.set(landing);
  sendLanding(landing);
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // Storage blocked: the landing still counts until the tab reloads.
  }
}
