import { z } from 'zod';
import { line } from './text';

/**
 * Traffic from affiliate networks (spec section 3, "tracking record stored on landing"): the landing a
 * visit starts with, recorded on the server by POST /api/landing.php and named by an HttpOnly cookie,
 * so that sign-up attaches it to the new member and conversions are reported to the network.
 */

/** The HttpOnly cookie with the random id of the visit's landing (a session cookie). */
export const LANDING_COOKIE = { name: 'landing' } as const;
/** Longest network, ref, sub1-3 and traffic source. */
export const TRACKING_VALUE_MAX_LENGTH = 255;
export const LANDING_PATH_MAX_LENGTH = 2048;

/** One line of text (`line()`: no control characters, NUL among them, which PostgreSQL refuses). */
const trackingText = (max: number) => line().trim().max(max, 'errors.too_long').nullish();

/**
 * POST /api/landing.php: the tracking record (network, ref, sub1-3), the traffic source and the path
 * the visitor landed on, each optional, as the browser read them from the landing's query.
 */
export const LandingSchema = z
  .object({
    network: trackingText(TRACKING_VALUE_MAX_LENGTH),
    ref: trackingText(TRACKING_VALUE_MAX_LENGTH),
    sub1: trackingText(TRACKING_VALUE_MAX_LENGTH),
    sub2: trackingText(TRACKING_VALUE_MAX_LENGTH),
    sub3: trackingText(TRACKING_VALUE_MAX_LENGTH),
    traffic_source: trackingText(TRACKING_VALUE_MAX_LENGTH),
    landing_path: trackingText(LANDING_PATH_MAX_LENGTH).refine(
      (value) => value === null || value === undefined || value === '' || value.startsWith('/'),
      'errors.field_invalid',
    ),
  })
  .strict();
export type LandingInput = z.infer<typeof LandingSchema>;

/** A stored landing as the server answers it (its id stays in the HttpOnly cookie). */
export const LandingDtoSchema = z.object({
  network: z.string().nullable(),
  ref: z.string().nullable(),
  sub1: z.string().nullable(),
  sub2: z.string().nullable(),
  sub3: z.string().nullable(),
  traffic_source: z.string().nullable(),
  landing_path: z.string().nullable(),
  created_at: z.string(),
});
export type LandingDto = z.infer<typeof LandingDtoSchema>;

/** 201 a new landing, 200 the visit's earlier landing (first touch wins), or null: nothing to record. */
export const LandingResponseSchema = z.object({ landing: LandingDtoSchema.nullable() });

/** What a conversion reports to the network that sent the member. */
export const CONVERSION_EVENTS = ['signup', 'email_confirmed', 'first_purchase', 'purchase'] as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];
