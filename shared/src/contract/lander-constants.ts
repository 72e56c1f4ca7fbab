/**
 * Landers (issue 15): the campaign lander types of spec section 2, the site's niches (spec section 1:
 * niche 1-7, one is plus-size) and the limits of a lander's campaign data. Zod-free, so a lander's
 * first script can use it.
 */

/** The lander types with a `/landers/{type}/{slug?}` route, plus `tinderswipe` (no slug) and `home` (`/`). */
export const CAMPAIGN_LANDER_TYPES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export const LANDER_TYPES = ['home', 'tinderswipe', ...CAMPAIGN_LANDER_TYPES] as const;
export type LanderType = (typeof LANDER_TYPES)[number];

/** The three designs of a landing about one member: `/members/{id}/landing`, `landing2/{slug?}`, `landing3/{slug?}`. */
export const MEMBER_LANDING_DESIGNS = ['landing', 'landing2', 'landing3'] as const;
export type MemberLandingDesign = (typeof MEMBER_LANDING_DESIGNS)[number];

/** A campaign slug: lower-case letters, digits and dashes. Anything else is treated as no slug. */
export const LANDER_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The site's niche (settings `niche`), the audience a site and a campaign speak to. It picks the
 * texts of the visitor home and the landers, and which members they show (the server applies the
 * rule of the niche on top of the member pool).
 */
export const NICHES = {
  1: { key: 'general' },
  2: { key: 'mature', minAge: 40 },
  3: { key: 'plus_size', bodyTypes: ['curvy', 'plus_size'] },
  4: { key: 'gay', gender: 'male', sexualities: ['gay', 'bi'] },
  5: { key: 'lesbian', gender: 'female', sexualities: ['lesbian', 'bi'] },
  6: { key: 'senior', minAge: 55 },
  7: { key: 'young', maxAge: 30 },
} as const satisfies Record<
  number,
  {
    key: string;
    minAge?: number;
    maxAge?: number;
    bodyTypes?: readonly string[];
    gender?: 'male' | 'female';
    sexualities?: readonly string[];
  }
>;
export type Niche = keyof typeof NICHES;
export type NicheKey = (typeof NICHES)[Niche]['key'];

/** The niche's key (`general` for a number outside 1-7). */
export function nicheKey(niche: number): NicheKey {
  return (NICHES as Record<number, { key: NicheKey }>)[niche]?.key ?? 'general';
}

/** How many members a lander shows at most, and by default. */
export const LANDER_MEMBERS_MAX = 24;
export const LANDER_MEMBERS_DEFAULT = 12;

/** Lengths of a campaign's own copy, per language. */
export const LANDER_COPY_LENGTH = { headline: 120, text: 400, cta: 40 } as const;
