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

/** The attribute value keys of spec section 3 (the server stores and answers these keys). */
export {
  PROFILE_ATTRIBUTE_VALUES,
  type BodyType,
  type EyeColour,
  type HairColour,
  type RelationshipStatus,
  type TattooOption,
} from './profile-values';
