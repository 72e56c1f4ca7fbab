import { z } from 'zod';
import { LANDER_COPY_LENGTH, LANDER_SLUG_PATTERN, LANDER_TYPES, MEMBER_LANDING_DESIGNS } from './lander-constants';
import { QueryIdSchema } from './id';
import { MainImageSchema } from './profile';
import { GENDERS } from './profile-values';

export * from './lander-constants';

/**
 * GET /api/lander.php?type=gallery&slug=xmas: what a lander shows. A slug that is missing, malformed
 * or unknown for the type gives the type's default (never an error): `slug` in the answer is the
 * campaign that was found, or null.
 */
export const LanderQuerySchema = z.object({
  type: z.enum(LANDER_TYPES, 'errors.field_invalid'),
  slug: z
    .string()
    .optional()
    .catch(undefined)
    .transform((slug) => (slug && LANDER_SLUG_PATTERN.test(slug) ? slug : undefined)),
});

/** A member as a lander shows them: photo, name, age, place and a line about them. */
export const LanderMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  country: z.string(),
  /** The member's town, or null. */
  city: z.string().nullable(),
  /** The town's position, rounded to 0.1 degree (about 10 km): enough for a map, never a home. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Landers show only members with a photo. */
  main_image: MainImageSchema,
  /** The start of the member's about-me (at most 140 characters), or null. */
  line: z.string().nullable(),
  /** A fictional profile: the lander marks it with the site's fictional icon. */
  fictional: z.boolean(),
});
export type LanderMember = z.infer<typeof LanderMemberSchema>;

/** A campaign's own copy in the request's language; null fields take the type's translated default. */
export const LanderCopySchema = z.object({
  headline: z.string().max(LANDER_COPY_LENGTH.headline).nullable(),
  text: z.string().max(LANDER_COPY_LENGTH.text).nullable(),
  cta: z.string().max(LANDER_COPY_LENGTH.cta).nullable(),
});
export type LanderCopy = z.infer<typeof LanderCopySchema>;

export const LanderAnswerSchema = z.object({
  type: z.enum(LANDER_TYPES),
  /** The campaign found for the slug, or null for the type's default. */
  slug: z.string().nullable(),
  /** The niche the lander speaks to: the campaign's, else the site's (1-7). */
  niche: z.number().int().min(1).max(7),
  /** The visitor's country (ISO 3166-1 alpha-2) whose members are shown. */
  country: z.string(),
  copy: LanderCopySchema,
  /** Members of the site's member pool in the visitor's country, fitting the niche, with a photo. */
  members: z.array(LanderMemberSchema),
  /** Whether any member shown is fictional: the lander then shows the site's disclosure. */
  has_fictional: z.boolean(),
});
export type LanderAnswer = z.infer<typeof LanderAnswerSchema>;

/**
 * GET /api/lander-member.php?id=12&design=landing2&slug=xmas: the member a member landing is about.
 * `member` is null for an unknown, hidden, deleted or blocked member (the page then shows the general
 * lander). `lander` is the gallery lander's answer, for the page to fall back on and to show more members.
 */
export const LanderMemberQuerySchema = z.object({
  id: QueryIdSchema,
  design: z.enum(MEMBER_LANDING_DESIGNS).catch('landing'),
  slug: LanderQuerySchema.shape.slug,
});
export const LanderMemberAnswerSchema = z.object({
  member: LanderMemberSchema.nullable(),
  lander: LanderAnswerSchema,
});
export type LanderMemberAnswer = z.infer<typeof LanderMemberAnswerSchema>;
