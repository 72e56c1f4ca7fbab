import { z } from 'zod';

/**
 * Reference data the client loads once and caches (spec section 7): interests, regions, gifts.
 * Names come in the language of the locale cookie (else the site's language, else English).
 */
export const InterestSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export type Interest = z.infer<typeof InterestSchema>;
export const InterestsResponseSchema = z.object({ interests: z.array(InterestSchema) });

export const RegionSchema = z.object({
  id: z.number().int(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** ISO 3166-2, e.g. `DE-BY`. */
  code: z.string(),
  name: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;
export const RegionsResponseSchema = z.object({ regions: z.array(RegionSchema) });
/** GET /api/regions.php: every region, or those of one country (`?country=NL`). */
export const RegionsQuerySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'errors.field_invalid')
    .transform((value) => value.toUpperCase())
    .optional(),
});

export const GiftSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  /** Path relative to the settings' cdn_prefix, e.g. `gifts/rose.svg`. */
  image: z.string(),
  credits: z.number().int().positive(),
});
export type Gift = z.infer<typeof GiftSchema>;
export const GiftsResponseSchema = z.object({ gifts: z.array(GiftSchema) });

/**
 * Value keys of the profile attributes (spec section 3). The server stores and answers these keys;
 * the front end translates them (e.g. `profile.hair_colour.blonde`).
 */
export const HAIR_COLOURS = ['blonde', 'brown', 'black', 'red', 'grey', 'auburn', 'bald'] as const;
export const EYE_COLOURS = ['blue', 'green', 'brown', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'plus_size'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'separated', 'in_relationship'] as const;
export const TATTOO_OPTIONS = ['none', 'one', 'a_few', 'many'] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];
export type EyeColour = (typeof EYE_COLOURS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];
export type TattooOption = (typeof TATTOO_OPTIONS)[number];

/** Every profile attribute and its value keys, for forms and translations. */
export const PROFILE_ATTRIBUTE_VALUES = {
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  tattoos: TATTOO_OPTIONS,
} as const;
