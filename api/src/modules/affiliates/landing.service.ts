import { randomBytes } from 'node:crypto';
import type { LandingDto, LandingInput, Signup } from '@app/shared/contract';
import type { Db } from '../../db/database';
import type { AffiliateLandingRow } from './affiliates.table';
import { findLanding, insertLanding } from './landing.repository';

/** A landing older than this is no longer attached at sign-up, and a new one may be recorded. */
export const LANDING_TTL_MS = 30 * 86_400_000;

/** 24 random bytes, base64url: 32 characters. */
const newLandingId = () => randomBytes(24).toString('base64url');

/** Whether a cookie value can name a landing at all (saves a query for garbage). */
export function isLandingId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value);
}

/** A text sent, or null when it is missing or blank. */
const present = (value: string | null | undefined) => value?.trim() || null;

export function landingDto(row: AffiliateLandingRow): LandingDto {
  return {
    network: row.network,
    ref: row.ref,
    sub1: row.sub1,
    sub2: row.sub2,
    sub3: row.sub3,
    traffic_source: row.traffic_source,
    landing_path: row.landing_path,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The site's live landing a cookie names, or null. */
export async function landingOfCookie(
  db: Db,
  cookie: string | undefined,
  siteId: number,
  now = new Date(),
): Promise<AffiliateLandingRow | null> {
  if (!isLandingId(cookie)) return null;
  return (await findLanding(db, cookie, siteId, new Date(now.getTime() - LANDING_TTL_MS))) ?? null;
}

export type LandingResult =
  | { kind: 'kept'; landing: AffiliateLandingRow }
  | { kind: 'stored'; landing: AffiliateLandingRow }
  | { kind: 'nothing' };

/**
 * Records the landing of a visit: the first one with a tracking value or a traffic source is kept
 * (first touch wins); one without any records nothing.
 */
export async function recordLanding(
  db: Db,
  siteId: number,
  input: LandingInput,
  earlier: AffiliateLandingRow | null,
  now = new Date(),
): Promise<LandingResult> {
  if (earlier) return { kind: 'kept', landing: earlier };
  const values = {
    network: present(input.network),
    ref: present(input.ref),
    sub1: present(input.sub1),
    sub2: present(input.sub2),
    sub3: present(input.sub3),
    traffic_source: present(input.traffic_source),
  };
  if (Object.values(values).every((value) => value === null)) return { kind: 'nothing' };
  const landing = await insertLanding(db, {
    id: newLandingId(),
    site_id: siteId,
    ...values,
    landing_path: present(input.landing_path),
    user_id: null,
    claimed_at: null,
    created_at: now,
  });
  return { kind: 'stored', landing };
}

/**
 * Sign-up: the sign-up with the tracking of the visit's landing (named by the landing cookie, not yet
 * attached to a member) in place of what the body says; the body's stays when there is no landing.
 */
export async function applyLanding(
  db: Db,
  cookie: string | undefined,
  siteId: number,
  signup: Signup,
): Promise<{ signup: Signup; landingId: string | null }> {
  const landing = await landingOfCookie(db, cookie, siteId);
  if (!landing || landing.claimed_at !== null) return { signup, landingId: null };
  const tracking = {
    network: landing.network,
    ref: landing.ref,
    sub1: landing.sub1,
    sub2: landing.sub2,
    sub3: landing.sub3,
  };
  const hasTracking = Object.values(tracking).some((value) => value !== null);
  return {
    signup: {
      ...signup,
      tracking: hasTracking ? tracking : (signup.tracking ?? null),
      traffic_source: landing.traffic_source ?? signup.traffic_source ?? null,
      landing_path: landing.landing_path ?? signup.landing_path ?? null,
    },
    landingId: landing.id,
  };
}
